import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { storedFiles, type StoredFile } from '../db/schema/files';

/** Where the bytes go. The default is a folder; an S3-compatible store is not wired yet. */
export interface BlobStore {
  provider: string;
  write(key: string, body: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
}

export function folderBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base)) throw new Error('storage key escapes the storage folder');
    return p;
  };
  return {
    provider: 'local',
    async write(key, body) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), body, { flag: 'wx' }); // never overwrite a stored file
    },
    read: (key) => readFile(pathOf(key)),
  };
}

/** A store kept in memory, for tests and for the in-memory embedded database. */
export function memoryBlobStore(): BlobStore {
  const files = new Map<string, Buffer>();
  return {
    provider: 'memory',
    async write(key, body) {
      if (files.has(key)) throw new Error(`file ${key} exists`);
      files.set(key, Buffer.from(body));
    },
    async read(key) {
      const f = files.get(key);
      if (!f) throw new Error(`no file ${key}`);
      return f;
    },
  };
}

export interface PutFileInput {
  body: Buffer;
  fileName: string;
  mimeType: string;
  createdBy?: string | null;
  /** Folder inside the store, e.g. "receipts/2026". */
  folder?: string;
}

export interface FileStorage {
  /** Writes the bytes, then records them in `stored_files` on the caller's transaction. */
  put(db: DbOrTx, input: PutFileInput): Promise<StoredFile>;
  get(db: DbOrTx, id: string): Promise<{ file: StoredFile; body: Buffer } | null>;
}

export function createFileStorage(store: BlobStore): FileStorage {
  return {
    async put(db, input) {
      const id = randomBytes(16).toString('hex');
      const safeName = input.fileName.replace(/[^\w.-]+/g, '_').slice(0, 120);
      const storageKey = join(input.folder ?? 'files', `${id}-${safeName}`);
      const sha256 = createHash('sha256').update(input.body).digest('hex');
      await store.write(storageKey, input.body);
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
    },
    async get(db, id) {
      const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      if (!file) return null;
      return { file, body: await store.read(file.storageKey) };
    },
  };
}
