import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';

/** Where the bytes go: a data folder by default, an S3-compatible bucket when `S3_*` is set. */
export interface BlobStore {
  provider: string;
  /** Never overwrites: writing an existing key fails. */
  write(key: string, body: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  readStream(key: string): Promise<Readable>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key with its write time (for the orphan sweep). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export function folderBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error('storage key escapes the storage folder');
    return p;
  };
  async function* walk(dir: string): AsyncGenerator<{ key: string; modifiedAt: Date }> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const p = resolve(dir, e.name);
      if (e.isDirectory()) yield* walk(p);
      else if (e.isFile())
        yield { key: relative(base, p).split(sep).join('/'), modifiedAt: (await stat(p)).mtime };
    }
  }
  return {
    provider: 'local',
    async write(key, body) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), body, { flag: 'wx' }); // never overwrite a stored file
    },
    read: (key) => readFile(pathOf(key)),
    async readStream(key) {
      const path = pathOf(key);
      await stat(path); // a missing file fails here, not later in the stream
      return createReadStream(path);
    },
    delete: (key) => rm(pathOf(key), { force: true }),
    exists: (key) =>
      stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      ),
    list: () => walk(base),
  };
}

/** A store kept in memory, for tests and for the in-memory embedded database. */
export function memoryBlobStore(): BlobStore {
  const files = new Map<string, { body: Buffer; modifiedAt: Date }>();
  const read = async (key: string) => {
    const f = files.get(key);
    if (!f) throw new Error(`no file ${key}`);
    return f.body;
  };
  return {
    provider: 'memory',
    async write(key, body) {
      if (files.has(key)) throw new Error(`file ${key} exists`);
      files.set(key, { body: Buffer.from(body), modifiedAt: new Date() });
    },
    read,
    readStream: async (key) => Readable.from([await read(key)]),
    async delete(key) {
      files.delete(key);
    },
    exists: async (key) => files.has(key),
    async *list() {
      for (const [key, f] of [...files]) yield { key, modifiedAt: f.modifiedAt };
    },
  };
}
