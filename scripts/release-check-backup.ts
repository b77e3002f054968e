import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../server/test/scratch-database';

/** The tables whose rows a restore must bring back, counted on both sides. */
const COUNTED = ['users', 'charities', 'donations', 'tax_receipts', 'receipt_counters', 'stored_files'];

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const counts = async (url: string) =>
  Object.fromEntries(
    await Promise.all(
      COUNTED.map(async (table) => {
        const [row] = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM ${table}`);
        return [table, row!.n] as const;
      }),
    ),
  );

/** One of the release's own npm scripts, in the release folder; its output becomes the error. */
function runScript(folder: string, env: NodeJS.ProcessEnv, script: string, args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: folder,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  return run.stdout.trim();
}

/**
 * What an operator does to keep and bring back the data (docs/backups.md), from the release folder:
 * `db:backup` of the running site's database and stored files into a new folder, `db:restore` of that
 * folder into a fresh database and an empty data folder, then the same number of rows in each counted
 * table, and the receipt's PDF as the site served it, byte for byte, in the restored store.
 */
export async function checkBackupRoundTrip(opts: {
  folder: string;
  root: string;
  adminUrl: string;
  env: NodeJS.ProcessEnv & { DATABASE_URL: string; DATA_DIR: string };
  receiptNumber: string;
  pdf: Buffer;
  say: (line: string) => void;
}): Promise<void> {
  const { folder, root, env, say } = opts;
  const backup = join(root, 'backup');
  say(`db:backup: ${runScript(folder, env, 'db:backup', [backup])}`);

  const restored = await createScratchDatabase(opts.adminUrl, 'restored');
  try {
    const into = { ...env, DATABASE_URL: restored.url, DATA_DIR: join(root, 'data-restored') };
    say(`db:restore: ${runScript(folder, into, 'db:restore', [backup])}`);

    const [before, after] = await Promise.all([counts(env.DATABASE_URL), counts(restored.url)]);
    if (JSON.stringify(before) !== JSON.stringify(after))
      throw new Error(
        `the restored rows differ: ${JSON.stringify(before)} before, ${JSON.stringify(after)} after`,
      );
    if (!before.tax_receipts || !before.stored_files)
      throw new Error(
        `the backup round trip had no receipt or stored file to carry: ${JSON.stringify(before)}`,
      );

    const [file] = await query<{ storage_key: string; sha256: string }>(
      restored.url,
      `SELECT f.storage_key, f.sha256 FROM tax_receipts r JOIN stored_files f ON f.id = r.file_id
        WHERE r.receipt_number = $1`,
      [opts.receiptNumber],
    );
    if (!file) throw new Error(`receipt ${opts.receiptNumber} or its PDF's row is missing after the restore`);
    const bytes = readFileSync(join(into.DATA_DIR, 'files', file.storage_key));
    if (sha256(bytes) !== sha256(opts.pdf) || file.sha256 !== sha256(opts.pdf))
      throw new Error(`receipt ${opts.receiptNumber}'s PDF after the restore is not the one the site served`);
    say(
      `restored into a fresh database: ${Object.entries(after)
        .map(([table, n]) => `${n} ${table}`)
        .join(
          ', ',
        )} as before; receipt ${opts.receiptNumber}'s PDF identical (SHA-256 ${file.sha256.slice(0, 12)}…)`,
    );
  } finally {
    await restored.drop().catch(() => undefined);
  }
}
