import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's address on the same server. */
  url: string;
  /** Waits for its connections to leave (up to 5 s): a template must have none. */
  idle(): Promise<void>;
  /** Waits for its connections to leave (up to 5 s), then drops it. */
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database for one test file, made on the server of `adminUrl` (TEST_DATABASE_URL):
 * empty, or a copy of `template` (a database no one is connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 't',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) =>
    c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  // pg's pool.end() resolves before its sockets close: let the backends leave, or FORCE would
  // kill them mid-goodbye and their clients would throw after the test.
  const waitIdle = async (c: pg.Client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return {
    url: u.toString(),
    idle: () => withAdmin(adminUrl, waitIdle),
    drop: () =>
      withAdmin(adminUrl, async (c) => {
        await waitIdle(c);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
