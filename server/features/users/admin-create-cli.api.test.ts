import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { accounts, users } from '../../db/schema/auth';
import { runTool, runToolOnTerminal } from '../../test/cli-process';
import { migratedSnapshot } from '../../test/test-database';
import { upsertSetting } from '../settings/settings.repo';
import { dataDirLayout } from '../../platform/storage/data-dir';

const CLI = 'server/features/users/admin-create-cli.ts';
const root = mkdtempSync(join(tmpdir(), 'vdc-admin-create-'));
const env = { DATA_DIR: root };
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function admins(username: string) {
  const database = await openDatabase({ dataDir: dataDirLayout(root).database });
  try {
    return await database.db
      .select({ role: users.role, email: users.email, hash: accounts.password })
      .from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id))
      .where(eq(users.username, username));
  } finally {
    await database.close();
  }
}

// The embedded data folder of an operator's machine; the checks are the same on PostgreSQL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run admin:create', () => {
  beforeAll(async () => {
    const database = await openDatabase({
      dataDir: dataDirLayout(root).database,
      loadDataDir: migratedSnapshot(),
    });
    await database.migrate();
    // The configured minimum (what sign-up and password changes apply), above the default of 8.
    await upsertSetting(database.db, {
      category: 'security',
      key: 'passwordMinLength',
      value: 14,
      isPublic: false,
    });
    await database.close();
  }, 120_000);

  it('refuses a password under the configured minimum, creates the admin, then says the username is taken (exit 1)', async () => {
    const short = await runTool(CLI, ['--username', 'Boss', '--email', 'boss@example.test'], {
      ...env,
      ADMIN_PASSWORD: 'Twelve-chars',
    });
    expect(short).toMatchObject({ code: 1, stdout: '' });
    expect(short.stderr.trim()).toBe(
      'The password must have at least 14 characters (security.passwordMinLength).',
    );

    const made = await runTool(CLI, ['--username', 'Boss', '--email', 'boss@example.test'], {
      ...env,
      ADMIN_PASSWORD: 'Fourteen-chars',
    });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout.trim()).toBe('admin Boss created (pglite)');
    const [row] = await admins('boss');
    expect(row).toMatchObject({ role: 'admin', email: 'boss@example.test' });
    expect(row!.hash).not.toContain('Fourteen-chars');

    const again = await runTool(CLI, ['--username', 'boss', '--email', 'other@example.test'], {
      ...env,
      ADMIN_PASSWORD: 'Fourteen-chars',
    });
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr.trim()).toBe('Could not create boss: This username is already taken.');

    const email = await runTool(CLI, ['--username', 'boss2', '--email', 'BOSS@example.test'], {
      ...env,
      ADMIN_PASSWORD: 'Fourteen-chars',
    });
    expect(email.stderr.trim()).toBe(
      'Could not create boss2: This e-mail is already used by another account.',
    );
    expect(email.code).toBe(1);
  }, 400_000);

  it('says how to use it (exit 2) and refuses a malformed username', async () => {
    const usage = await runTool(CLI, ['--username', 'x1'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:create -- --username NAME --email ADDRESS');
    const bad = await runTool(CLI, ['--username', 'no spaces', '--email', 'a@example.test'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('A username uses letters, digits, dots, dashes and underscores only');
  }, 240_000);

  it.skipIf(!existsSync('/usr/bin/script'))(
    'asks for the password twice on a terminal, showing a star for each character, never the password',
    async () => {
      const typed = 'Typed-Secret-2026';
      const run = await runToolOnTerminal(
        CLI,
        ['--username', 'typed', '--email', 'typed@example.test'],
        env,
        [
          { after: 'Password (14 to 128 characters): ', type: `${typed}x\u007f\r` },
          { after: 'The same password again: ', type: `${typed}\r` },
        ],
      );
      expect(run.screen).not.toContain(typed);
      expect(run.screen).toContain('*'.repeat(typed.length + 1));
      expect(run.screen).toContain('admin typed created (pglite)');
      expect(run.code).toBe(0);
      expect(await admins('typed')).toHaveLength(1);

      const differ = await runToolOnTerminal(
        CLI,
        ['--username', 'typo', '--email', 'typo@example.test'],
        env,
        [
          { after: 'Password (14 to 128 characters): ', type: `${typed}\r` },
          { after: 'The same password again: ', type: `${typed}!\r` },
        ],
      );
      expect(differ.screen).toContain('The two passwords differ.');
      expect(differ.code).toBe(1);
      expect(await admins('typo')).toHaveLength(0);
    },
    300_000,
  );
});
