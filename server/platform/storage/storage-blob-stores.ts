import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
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
  /** Writes and removes a small file: fails while the store cannot take one (a full or read-only disk, a bucket unreachable or gone). */
  probe?(): Promise<void>;
}

/** Files and folders of the data folder are the owner's only: they hold donors' personal data. */
const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

/** Writes `body` to `path` whole, flushed to the disk, or not at all (nothing left behind on failure). */
async function writeWhole(path: string, body: Buffer | string): Promise<void> {
  const handle = await open(path, 'wx', FILE_MODE);
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
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
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: FOLDER_MODE });
      // Under a temporary name first: a full disk must not leave an empty or cut file under the key
      // (a receipt's name holds its serial). A crash leaves only the temporary one, which matches the
      // keys put() makes, so the orphan sweep removes it.
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeWhole(temp, body);
        // A link, not a rename: it fails if the key exists, so a stored file is never replaced.
        await link(temp, path).catch(async (err: NodeJS.ErrnoException) => {
          if (err.code !== 'EPERM' && err.code !== 'ENOTSUP' && err.code !== 'ENOSYS') throw err;
          // A file system without hard links: the key is a fresh random id, never an existing file.
          await rename(temp, path);
        });
      } finally {
        await rm(temp, { force: true });
      }
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
    async probe() {
      await mkdir(base, { recursive: true, mode: FOLDER_MODE });
      const path = join(base, `.probe-${randomBytes(6).toString('hex')}`);
      try {
        await writeWhole(path, PROBE);
      } finally {
        await rm(path, { force: true });
      }
    },
  };
}

/** What the probe writes: enough to need a new block of a full disk. */
const PROBE = Buffer.alloc(4096, 'probe\n');

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
