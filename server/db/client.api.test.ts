import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/**
 * Connections PostgreSQL ends, one at a time, on the machine's server (the whole server going away is
 * pg-outage.api.test.ts): the process goes on and the pool gives every connection back.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL connections that end', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let database: Database;
  const lost: string[] = [];
  const crashes: string[] = [];
  const crashed = (err: unknown) => crashes.push(err instanceof Error ? err.message : String(err));
  const pool = () => (database.db as unknown as { $client: pg.Pool }).$client;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const one = async () => (await rows(sql`select 1 as one`))[0];

  beforeAll(async () => {
    process.on('uncaughtException', crashed);
    // One connection: a client kept checked out would stop every later query.
    opened = await openTestDatabase({ poolSize: 1 });
    database = opened.database;
    database.onConnectionLost((err) => lost.push(err.message));
  });
  afterAll(async () => {
    process.off('uncaughtException', crashed);
    await opened?.close();
  });
  afterEach(() => {
    expect(crashes).toEqual([]);
  });

  it('goes on when the server ends an idle pooled connection, and the next query opens a new one', async () => {
    const [{ pid }] = (await rows(sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 300));
    expect(lost).toEqual(['terminating connection due to administrator command']);
    expect(await one()).toEqual({ one: 1 });
  });

  it('gives the connection back when it is cut before BEGIN, so the next query still gets one', async () => {
    // The socket cut between checkout and BEGIN, as when the connection died while idle in the pool.
    pool().once('acquire', (client: pg.PoolClient) => {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(await one()).toEqual({ one: 1 });
    expect(pool().totalCount - pool().idleCount).toBe(0);
  });

  it('gives the connection back when the server ends it mid-transaction, with the error that ended it', async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
    });
    await expect(failed).rejects.toMatchObject({
      cause: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
    expect(await one()).toEqual({ one: 1 });
    expect(pool().totalCount - pool().idleCount).toBe(0);
  });
});
