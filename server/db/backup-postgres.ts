import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PG_CONNECTION_OPTIONS } from './connection-faults';

/** A refusal or failure of a backup or restore whose message says all (the CLIs print it alone). */
export class BackupError extends Error {}

/**
 * PostgreSQL's own dump tools (decision 033): Debian's packages put each major version's in
 * /usr/lib/postgresql/<major>/bin; the newest one dumps every older server. Else the PATH's.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return majors.length ? join(root, majors[0]!, 'bin', name) : name;
}

/**
 * Runs a PostgreSQL tool on the database at `url`; its own error message (version mismatch, refused
 * login...) becomes the error. The password goes in its environment, not on its command line (which
 * every user of the machine can read in `ps`).
 */
export function runPostgresTool(name: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const tool = postgresTool(name);
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  // The child's environment passed on whole (no configuration is read from it here).
  // eslint-disable-next-line no-restricted-properties
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${address.toString()}`, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${name} was not found (looked in /usr/lib/postgresql/*/bin and PATH): install PostgreSQL's ` +
                `client tools of your server's major version or newer (Debian: postgresql-client).`
            : `${name} could not start: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${name} failed (exit ${code}): ${stderr.trim().split('\n').join(' ')}`)),
    );
  });
}

/** A connection of its own for the backup and restore steps (not the app's pool). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, ...PG_CONNECTION_OPTIONS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The app's schemas: the tables (public), drizzle's record of migrations, and the job queue's (pg-boss
 * makes `pgboss` at start-up, decision 026: BOSS_SCHEMA, not imported here to keep pg-boss out of the CLI).
 */
const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** How many tables the app's schemas hold: 0 is an empty target. */
export async function countTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = ANY($1)',
    [APP_SCHEMAS],
  );
  return rows[0]!.n;
}

/** `--force`: empties the target (every table, type and extension of the app's schemas). */
export async function clearDatabase(client: pg.Client): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
}
