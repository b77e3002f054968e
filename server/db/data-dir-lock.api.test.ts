import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedSnapshot } from '../test/test-database';
import { openDatabase } from './client';
import { dataDirLayout } from '../platform/storage/data-dir';

const root = mkdtempSync(join(tmpdir(), 'vdc-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The embedded database's own folder: nothing here runs on PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded data folder has one owner', () => {
  it('refuses a second opener with a sentence naming the folder and the owner, and lets it in once closed', async () => {
    const dir = dataDirLayout(root).database;
    const first = await openDatabase({ dataDir: dir, loadDataDir: migratedSnapshot() });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The embedded database in ${dir} is in use by process ${process.pid} (a running server or command). ` +
        'Stop it first, then run this again; several servers need PostgreSQL (DATABASE_URL).',
    );
    await first.close();
    expect(existsSync(join(dir, '.vdc-lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 120_000);

  it('takes over a lock left by a process that died', async () => {
    const dir = join(root, 'stale');
    const first = await openDatabase({ dataDir: dir, loadDataDir: migratedSnapshot() });
    await first.close();
    writeFileSync(join(dir, '.vdc-lock'), '999999999');
    const reopened = await openDatabase({ dataDir: dir });
    await reopened.close();
  }, 120_000);
});
