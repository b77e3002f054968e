import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (initdb + pg_ctl on a free port in a temp folder), so a test
 * may stop, restart and kill it without touching the machine's server. As root, the binaries run as
 * the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** Ends every other client's connection (pg_terminate_backend); returns how many. */
  terminateAll(): Promise<number>;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (immediately) and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest PostgreSQL's binaries of the machine, or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export async function startPgCluster(bin: string): Promise<PgCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'vdc-pg-'));
  const asRoot = userInfo().uid === 0;
  const exec = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, file), ...args]) : run(join(bin, file), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(folder, 'data');
  const port = await freePort();
  await exec('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => exec('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', ...args]);
  const start = async () => {
    await ctl('-o', options, 'start');
  };
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async terminateAll() {
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      try {
        const { rows } = await c.query<{ n: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return rows[0]!.n;
      } finally {
        await c.end();
      }
    },
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    async destroy() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
