import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
import { dataDirLayout } from '../platform/storage/data-dir';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A migrated database for one test: a new PostgreSQL database when TEST_DATABASE_URL is set (dropped at
 * close), otherwise an in-memory PGlite. Both start from the copy made once per run by
 * server/test/global-setup.ts (a template database; a data folder tarball), so a test file does not
 * initialise a cluster and replay every migration: `migrate()` still runs and finds nothing to apply.
 */
export async function openTestDatabase(
  opts: { poolSize?: number; prefix?: string } = {},
): Promise<{ database: Database; url?: string; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase') ?? undefined;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, opts.prefix, template) : undefined;
  const database = await openDatabase({
    url: scratch?.url,
    dataDir: 'memory://',
    poolSize: opts.poolSize,
    loadDataDir: scratch ? undefined : migratedSnapshot(),
  });
  await database.migrate();
  return {
    database,
    url: scratch?.url,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

/**
 * The run's migrated embedded database as a data folder tarball, for PGlite's `loadDataDir`; undefined on
 * a PostgreSQL run (TEST_DATABASE_URL), which has a template database instead.
 */
export function migratedSnapshot(): Blob | undefined {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) return undefined;
  // Read once per worker (the API files share their worker's modules): 44 MB took 0.4 s a file.
  if (snapshotRead?.path !== snapshot)
    snapshotRead = { path: snapshot, blob: new Blob([readFileSync(snapshot)]) };
  return snapshotRead.blob;
}
let snapshotRead: { path: string; blob: Blob } | undefined;

/**
 * Puts the run's migrated embedded database in `dataFolder/pglite`, where a server or an operator's tool
 * with DATA_DIR=dataFolder opens it: as a server left it, without initdb and every migration (about 8 s
 * each time on these machines). Embedded runs only.
 */
export async function migratedDataFolder(dataFolder: string): Promise<void> {
  const loadDataDir = migratedSnapshot();
  if (!loadDataDir) throw new Error('migratedDataFolder: no embedded snapshot in a PostgreSQL run');
  const database = await openDatabase({ dataDir: dataDirLayout(dataFolder).database, loadDataDir });
  await database.close();
}
