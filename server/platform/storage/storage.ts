import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { storedFiles, type StoredFile } from '../../db/schema/files';
import type { BlobStore } from './storage-blob-stores';

export { folderBlobStore, memoryBlobStore, type BlobStore } from './storage-blob-stores';

export interface PutFileInput {
  body: Buffer;
  fileName: string;
  mimeType: string;
  createdBy?: string | null;
  /** Folder inside the store, e.g. "receipts/2026". */
  folder?: string;
}

/**
 * Stored files: bytes in the blob store, a row in `stored_files`. The bytes are written before the row
 * commits; inside `transaction()` they are removed again when the transaction fails, and the orphan
 * sweep removes any left behind by a crash.
 */
export interface FileStorage {
  readonly provider: string;
  /** Writes the bytes, then records them in `stored_files` on the caller's transaction. */
  put(db: DbOrTx, input: PutFileInput): Promise<StoredFile>;
  get(db: DbOrTx, id: string): Promise<{ file: StoredFile; body: Buffer } | null>;
  getStream(db: DbOrTx, id: string): Promise<{ file: StoredFile; stream: Readable } | null>;
  exists(db: DbOrTx, id: string): Promise<boolean>;
  /** Deletes the row on the caller's transaction; the bytes go once it commits (or at the next sweep). */
  delete(db: DbOrTx, id: string): Promise<boolean>;
  /** `db.transaction(fn)`, removing the files put inside it if it fails. */
  transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Removes stored bytes older than `olderThan` that no row refers to; returns how many. */
  sweepOrphans(db: DbOrTx, opts: { olderThan: Date }): Promise<number>;
  /** Whether the store takes a file now (the data folder's probe); null for a store without one. */
  check(): Promise<'ok' | 'down' | null>;
}

/** `<folder>/<32 hex id>-<name>`, as put() writes them. */
const PUT_KEY = /^(?:[\w.-]+\/)*[0-9a-f]{32}-[\w.-]+$/;

interface FileScope {
  written: string[];
  deleted: string[];
}

export function createFileStorage(store: BlobStore): FileStorage {
  const scope = new AsyncLocalStorage<FileScope>();
  const rowOf = async (db: DbOrTx, id: string) =>
    (await db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0];

  return {
    provider: store.provider,
    async put(db, input) {
      const id = randomBytes(16).toString('hex');
      const safeName = input.fileName.replace(/[^\w.-]+/g, '_').slice(0, 120);
      const storageKey = `${(input.folder ?? 'files').replace(/^\/+|\/+$/g, '')}/${id}-${safeName}`;
      const sha256 = createHash('sha256').update(input.body).digest('hex');
      await store.write(storageKey, input.body);
      scope.getStore()?.written.push(storageKey);
      try {
        const [row] = await db
          .insert(storedFiles)
          .values({
            id,
            storageKey,
            fileName: input.fileName,
            mimeType: input.mimeType,
            size: input.body.length,
            sha256,
            storageProvider: store.provider,
            createdBy: input.createdBy ?? null,
          })
          .returning();
        return row!;
      } catch (err) {
        await store.delete(storageKey).catch(() => undefined);
        throw err;
      }
    },
    async get(db, id) {
      const file = await rowOf(db, id);
      if (!file) return null;
      return { file, body: await store.read(file.storageKey) };
    },
    async getStream(db, id) {
      const file = await rowOf(db, id);
      if (!file) return null;
      return { file, stream: await store.readStream(file.storageKey) };
    },
    async exists(db, id) {
      const file = await rowOf(db, id);
      return file ? store.exists(file.storageKey) : false;
    },
    async delete(db, id) {
      const [row] = await db
        .delete(storedFiles)
        .where(eq(storedFiles.id, id))
        .returning({ storageKey: storedFiles.storageKey });
      if (!row) return false;
      const s = scope.getStore();
      if (s) s.deleted.push(row.storageKey);
      // Outside transaction(): a caller's transaction may still roll back, so the sweep removes it.
      else if (!isTransaction(db)) await store.delete(row.storageKey);
      return true;
    },
    async transaction(db, fn) {
      const files: FileScope = { written: [], deleted: [] };
      try {
        const result = await scope.run(files, () => db.transaction(fn));
        await Promise.all(files.deleted.map((k) => store.delete(k).catch(() => undefined)));
        return result;
      } catch (err) {
        await Promise.all(files.written.map((k) => store.delete(k).catch(() => undefined)));
        throw err;
      }
    },
    async sweepOrphans(db, opts) {
      let removed = 0;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const known = await db
          .select({ key: storedFiles.storageKey })
          .from(storedFiles)
          .where(inArray(storedFiles.storageKey, batch));
        const keep = new Set(known.map((k) => k.key));
        for (const key of batch.filter((k) => !keep.has(k))) {
          await store.delete(key);
          removed++;
        }
        batch = [];
      };
      for await (const entry of store.list()) {
        // Only keys put() makes: a shared bucket or folder may hold other things.
        if (!PUT_KEY.test(entry.key) || entry.modifiedAt.getTime() >= opts.olderThan.getTime()) continue;
        batch.push(entry.key);
        if (batch.length >= 500) await flush();
      }
      await flush();
      return removed;
    },
    async check() {
      if (!store.probe) return null;
      return store.probe().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    },
  };
}

/** Drizzle's transaction objects have `rollback`; the database object does not. */
function isTransaction(db: DbOrTx): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}
