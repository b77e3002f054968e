import { inject } from 'vitest';
import { readFileSync } from 'node:fs';
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
  const snapshot = inject('pgliteSnapshot');
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, opts.prefix, template) : undefined;
  const database = await openDatabase({
    url: scratch?.url,
    dataDir: 'memory://',
    poolSize: opts.poolSize,
    loadDataDir: !scratch && snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
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
