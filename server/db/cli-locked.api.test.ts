import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTool } from '../test/cli-process';
import { migratedSnapshot } from '../test/test-database';
import { openDatabase } from './client';
import { dataDirLayout } from '../platform/storage/data-dir';

const root = mkdtempSync(join(tmpdir(), 'vdc-cli-locked-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The embedded database's own folder: nothing here runs on PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the operator tools while a server holds the data folder',
  () => {
    it('each stops with one line naming the folder and the process, no stack trace, exit 1', async () => {
      const dir = dataDirLayout(root).database;
      // This test's process holds the folder, as a running server does.
      const server = await openDatabase({
        dataDir: dir,
        loadDataDir: migratedSnapshot(),
      });
      try {
        const env = { DATA_DIR: root, ADMIN_PASSWORD: 'Long-Enough-2026' };
        const runs = await Promise.all([
          runTool('server/db/migrate-cli.ts', [], env),
          runTool('server/seed/seed-cli.ts', [], env),
          runTool(
            'server/features/users/admin-create-cli.ts',
            ['--username', 'late', '--email', 'late@example.test'],
            env,
          ),
          runTool('server/db/backup-cli.ts', [join(root, 'backup')], env),
          runTool('server/features/registry/registry-import-cli.ts', [], env),
        ]);
        for (const run of runs) {
          expect(run.stderr.trim()).toBe(
            `The embedded database in ${dir} is in use by process ${process.pid} (a running server or command). ` +
              'Stop it first, then run this again; several servers need PostgreSQL (DATABASE_URL).',
          );
          expect(run).toMatchObject({ code: 1, stdout: '' });
        }
      } finally {
        await server.close();
      }
    }, 600_000);
  },
);
