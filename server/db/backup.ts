import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { migrationsFolder, projectRoot } from '../platform/paths';
import type { BlobStore } from '../platform/storage/storage-blob-stores';
import { BackupError, clearDatabase, countTables, runPostgresTool, withClient } from './backup-postgres';
import { openDatabase, type DatabaseKind } from './client';
import { lockDataDir } from './data-dir-lock';

export { BackupError } from './backup-postgres';

export const BACKUP_FORMAT = 'vdc-backup/1';
const MANIFEST = 'manifest.json';
const FILES = 'files';

export interface MigrationLevel {
  /** Migrations recorded in the database, and the newest one's tag and time (drizzle's `created_at`). */
  count: number;
  tag: string | null;
  when: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  app: { name: string; version: string };
  createdAt: string;
  database: { kind: DatabaseKind; file: string; size: number; sha256: string; migration: MigrationLevel };
  /** The stored files (rows of `stored_files`) with their bytes under files/<storage key>. */
  files: { included: boolean; store: string | null; count: number; entries: FileEntry[] };
}

interface FileEntry {
  key: string;
  size: number;
  sha256: string;
}

/** Where a backup is read from or restored to: the server's own configuration. */
export interface BackupPlace {
  /** DATABASE_URL; without it, the embedded database in `dataDir`. */
  url?: string;
  /** DATA_DIR/pglite. */
  dataDir: string;
  /** The configured file store; null leaves files out (`--no-files`: a bucket backed up on its own). */
  store: BlobStore | null;
}

type Query = <T>(text: string) => Promise<T[]>;

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

function journal(): { tag: string; when: number }[] {
  return (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
}

async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const [present] = await query<{ ok: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok",
  );
  if (!present?.ok) return { count: 0, tag: null, when: 0 };
  const [row] = await query<{ count: number; at: number }>(
    'SELECT count(*)::int AS count, coalesce(max(created_at), 0)::float8 AS at FROM drizzle.__drizzle_migrations',
  );
  const when = Number(row?.at ?? 0);
  return { count: Number(row?.count ?? 0), tag: journal().find((e) => e.when === when)?.tag ?? null, when };
}

/** A path inside `root` for a storage key (keys never climb out of their folder). */
function inside(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(resolve(root) + sep)) throw new BackupError(`A file key leaves the backup: ${key}`);
  return path;
}

async function copyFiles(
  folder: string,
  store: BlobStore,
  rows: { storage_key: string; sha256: string }[],
): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const row of rows) {
    const body = await store.read(row.storage_key).catch((err: Error) => {
      throw new BackupError(
        `Stored file ${row.storage_key} could not be read (${err.message}); nothing was kept.`,
      );
    });
    const path = inside(join(folder, FILES), row.storage_key);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(path, body, { mode: 0o600 });
    entries.push({ key: row.storage_key, size: body.length, sha256: sha256(body) });
  }
  return entries;
}

const FILE_ROWS = 'SELECT storage_key, sha256 FROM stored_files ORDER BY storage_key';

/**
 * Writes a backup into `folder` (new or empty): the database (PostgreSQL: pg_dump's archive; embedded:
 * its data folder), the stored files' bytes, and a manifest with the app version, the migration level,
 * the time and a checksum of each part. On PostgreSQL the dump and the list of files come from one
 * snapshot; the embedded database is locked meanwhile (the server must be stopped).
 */
export async function createBackup(folder: string, from: BackupPlace): Promise<BackupManifest> {
  if (existsSync(folder) && readdirSync(folder).length)
    throw new BackupError(`${folder} is not empty: give a new folder for the backup.`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  let kind: DatabaseKind;
  let file: string;
  let migration: MigrationLevel;
  let entries: FileEntry[] = [];
  const url = from.url;
  if (url) {
    kind = 'postgresql';
    file = 'database.pgdump';
    migration = await withClient(url, async (client) => {
      const query: Query = async (text) => (await client.query(text)).rows;
      // One snapshot for pg_dump and for the list of files: each dumped receipt has its PDF.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [{ snapshot }] = (
        await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
      ).rows as [{ snapshot: string }];
      const level = await migrationLevel(query);
      await runPostgresTool('pg_dump', url, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${join(folder, file)}`,
      ]);
      if (from.store && level.count)
        entries = await copyFiles(
          folder,
          from.store,
          await query<{ storage_key: string; sha256: string }>(FILE_ROWS),
        );
      await client.query('COMMIT');
      return level;
    });
  } else {
    kind = 'pglite';
    file = 'database.tar.gz';
    const database = await openDatabase({ dataDir: from.dataDir });
    try {
      const query: Query = async (text) =>
        ((await database.db.execute(sql.raw(text))) as unknown as { rows: never[] }).rows;
      migration = await migrationLevel(query);
      if (from.store && migration.count)
        entries = await copyFiles(folder, from.store, await query(FILE_ROWS));
      const tar = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
      writeFileSync(join(folder, file), gzipSync(tar), { mode: 0o600 });
    } finally {
      await database.close();
    }
  }
  const dump = readFileSync(join(folder, file));
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    app: { name: pkg.name, version: pkg.version },
    createdAt: new Date().toISOString(),
    database: { kind, file, size: dump.length, sha256: sha256(dump), migration },
    files: {
      included: Boolean(from.store),
      store: from.store?.provider ?? null,
      count: entries.length,
      entries,
    },
  };
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The manifest, once every part it lists is present with its checksum; anything else is refused. */
export function readManifest(folder: string, withFiles = true): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as BackupManifest;
  } catch (err) {
    throw new BackupError(
      `${folder} is not a backup: ${MANIFEST} cannot be read (${(err as Error).message}).`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(
      `${folder}: unknown backup format ${String(manifest.format)} (this version reads ${BACKUP_FORMAT}).`,
    );
  const check = (path: string, expected: string, what: string) => {
    if (!existsSync(path)) throw new BackupError(`The backup is incomplete: ${what} is missing.`);
    if (sha256(readFileSync(path)) !== expected)
      throw new BackupError(`The backup is damaged: ${what} does not match its checksum in ${MANIFEST}.`);
  };
  check(join(folder, manifest.database.file), manifest.database.sha256, manifest.database.file);
  if (withFiles)
    for (const e of manifest.files.entries)
      check(inside(join(folder, FILES), e.key), e.sha256, `file ${e.key}`);
  const newest = Math.max(0, ...journal().map((e) => e.when));
  if (manifest.database.migration.when > newest)
    throw new BackupError(
      `The backup was made by a newer version (${manifest.app.version}, migration ${manifest.database.migration.tag}); ` +
        'restore it with that version or a later one.',
    );
  return manifest;
}

/** Whether the embedded data folder holds a database (anything but its lock). */
function folderInUse(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => name !== '.vdc-lock');
}

async function storeEmpty(store: BlobStore): Promise<boolean> {
  for await (const entry of store.list()) if (entry) return false;
  return true;
}

/**
 * Restores a backup into an empty database and file store; `force` replaces a database that has tables
 * (PostgreSQL: the app's schemas are dropped; embedded: the old data folder is moved aside) and adds the
 * files to a store that has some. Checks the manifest and every checksum before anything is changed.
 */
export async function restoreBackup(
  folder: string,
  to: BackupPlace & { force?: boolean },
): Promise<BackupManifest & { movedAside?: string }> {
  const manifest = readManifest(folder, Boolean(to.store));
  const kind: DatabaseKind = to.url ? 'postgresql' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This is a backup of the embedded database: restore it without DATABASE_URL.'
        : 'This is a backup of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.',
    );
  const refuse = (what: string) => {
    throw new BackupError(`${what} is not empty: restore into an empty one, or add --force to replace it.`);
  };
  const dump = join(folder, manifest.database.file);
  let movedAside: string | undefined;
  if (to.url) {
    await withClient(to.url, async (client: pg.Client) => {
      const tables = await countTables(client);
      if (tables > 0 && !to.force) refuse('The target database');
      if (to.store && manifest.files.included && !to.force && !(await storeEmpty(to.store)))
        refuse('The file store');
      if (tables > 0) await clearDatabase(client);
    });
    await runPostgresTool('pg_restore', to.url, ['--no-owner', '--no-privileges', '--exit-on-error', dump]);
  } else {
    mkdirSync(to.dataDir, { recursive: true, mode: 0o700 });
    const unlock = lockDataDir(to.dataDir); // no server may run on it meanwhile
    try {
      if (folderInUse(to.dataDir) && !to.force) refuse(`The embedded database in ${to.dataDir}`);
      if (to.store && manifest.files.included && !to.force && !(await storeEmpty(to.store)))
        refuse('The file store');
      if (folderInUse(to.dataDir)) {
        movedAside = `${to.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        mkdirSync(movedAside, { mode: 0o700 });
        for (const name of readdirSync(to.dataDir))
          if (name !== '.vdc-lock') renameSync(join(to.dataDir, name), join(movedAside, name));
      }
    } finally {
      unlock();
    }
    const tar = gunzipSync(readFileSync(dump));
    const database = await openDatabase({ dataDir: to.dataDir, loadDataDir: new Blob([tar]) });
    await database.close();
  }
  if (to.store && manifest.files.included)
    for (const e of manifest.files.entries) {
      if (to.force && (await to.store.exists(e.key))) continue; // the same key holds the same file
      await to.store.write(e.key, readFileSync(inside(join(folder, FILES), e.key)));
    }
  return { ...manifest, movedAside };
}
