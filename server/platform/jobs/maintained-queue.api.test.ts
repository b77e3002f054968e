import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';

/**
 * Decision 026: can a maintained queue take a job in the caller's transaction on both databases? Run on
 * the embedded database (`--project api`) and on PostgreSQL (TEST_DATABASE_URL). Not used by the app:
 * the evidence for the decision, kept so a version bump of either library can be tried again.
 */

let database: Database;
let url: string | undefined;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, url, close } = await openTestDatabase({ prefix: 'mq' }));
});
afterAll(async () => {
  await close?.();
});

const pglite = () => (database.db as unknown as { $client: PGlite }).$client;

async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** pg-boss's Drizzle adapter on a transaction of ours (`Tx` serves both drivers: its results are `unknown`). */
const inTx = (tx: Tx) => fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);

class Rollback extends Error {}
/** Runs `work` in a transaction of ours that then rolls back. */
async function rolledBack(work: (tx: Tx) => Promise<unknown>) {
  await expect(
    database.db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe('pg-boss 12 on our database', () => {
  let boss: PgBoss;
  const errors: Error[] = [];
  /** An instance of pg-boss: another server of the app (its maintenance off unless asked). */
  const instance = (opts: { supervise?: boolean; schedule?: boolean } = {}) => {
    const b = new PgBoss({
      schema: 'pgboss',
      supervise: opts.supervise ?? false,
      schedule: opts.schedule ?? false,
      ...(database.kind === 'pglite'
        ? { db: fromPglite(pglite()), backend: 'pglite' as const }
        : { connectionString: url, max: 3 }),
    });
    b.on('error', (e) => errors.push(e));
    return b;
  };
  beforeAll(async () => {
    // The embedded database through pg-boss's own PGlite adapter (the one connection, guarded as the
    // app's is: decision 005); PostgreSQL through its own pool.
    boss = instance({ supervise: true, schedule: true });
    await boss.start();
    await boss.createQueue('mq-test');
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true });
  });

  it('enqueues in our Drizzle transaction: the job commits with it', async () => {
    const id = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return boss.send('mq-test', { n: 1 }, { db: inTx(tx) });
    });
    expect(id).toEqual(expect.any(String));
    expect((await boss.getJobById('mq-test', id!))?.data).toEqual({ n: 1 });
  });

  it('enqueues in our Drizzle transaction: the job rolls back with it', async () => {
    let id: string | null = null;
    await rolledBack(async (tx) => {
      id = await boss.send('mq-test', { n: 2 }, { db: inTx(tx) });
      expect(id).toEqual(expect.any(String));
    });
    expect(await boss.getJobById('mq-test', id!)).toBeNull();
  });

  it('a worker runs the committed job, waiting (not hanging) while a transaction of ours is open', async () => {
    const seen: number[] = [];
    await boss.work<{ n: number }>('mq-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      seen.push(job!.data.n);
    });
    await until(() => seen.includes(1));
    // The job is enqueued in a transaction kept open across several polls: on PGlite the worker's
    // fetch waits for the one connection, then takes the job once the transaction commits.
    await database.db.transaction(async (tx) => {
      await boss.send('mq-test', { n: 3 }, { db: inTx(tx) });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(seen).not.toContain(3);
    });
    await until(() => seen.includes(3));
    expect(seen).not.toContain(2);
    await boss.offWork('mq-test');
    expect(errors).toEqual([]);
  }, 60_000);

  it('two instances on one database run 200 jobs: none twice, none lost', async () => {
    const other = instance();
    await other.start();
    await boss.createQueue('mq-many');
    const ids = await database.db.transaction(async (tx) => {
      const jobs = Array.from({ length: 200 }, (_, n) => ({ data: { n } }));
      return boss.insert('mq-many', jobs, { returnId: true, db: inTx(tx) });
    });
    expect(ids).toHaveLength(200);
    const runs: { n: number; by: string }[] = [];
    const work = (b: PgBoss, by: string) =>
      b.work<{ n: number }>('mq-many', { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) runs.push({ n: job.data.n, by });
        await new Promise((r) => setImmediate(r));
      });
    await Promise.all([work(boss, 'a'), work(other, 'b')]);
    await until(() => runs.length >= 200, 60_000);
    await new Promise((r) => setTimeout(r, 1_000));
    await Promise.all([boss.offWork('mq-many'), other.stop({ graceful: false, close: true })]);
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((r) => r.n)).size).toBe(200);
    expect(runs.some((r) => r.by === 'a') && runs.some((r) => r.by === 'b')).toBe(true);
  }, 90_000);

  it('one queued or running job per key (our `key`), retries, then the dead letter queue', async () => {
    await boss.createQueue('mq-dead');
    await boss.createQueue('mq-keyed', {
      policy: 'exclusive',
      retryLimit: 1,
      retryDelay: 1,
      deadLetter: 'mq-dead',
    });
    const [first, second] = await database.db.transaction(async (tx) => [
      await boss.send('mq-keyed', { n: 5 }, { singletonKey: 'k', db: inTx(tx) }),
      await boss.send('mq-keyed', { n: 6 }, { singletonKey: 'k', db: inTx(tx) }),
    ]);
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    let attempts = 0;
    await boss.work('mq-keyed', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts++;
      throw new Error(`attempt ${attempts} failed`);
    });
    await until(async () => (await boss.getJobById('mq-keyed', first!))?.state === 'failed');
    await boss.offWork('mq-keyed');
    expect(attempts).toBe(2);
    const dead = await boss.findJobs<{ n: number }>('mq-dead');
    expect(dead.map((j) => j.data)).toEqual([{ n: 5 }]);
  }, 60_000);

  it('a queue pg-boss has not cached is read on its own connection, beside our transaction', async () => {
    // send() looks the queue up on pg-boss's connection when its cache misses. On PostgreSQL that is a
    // second pooled connection; on PGlite it is the one connection our transaction holds: the guard of
    // decision 005 refuses it (unguarded, it would wait forever). Queues must exist before the app
    // enqueues in a transaction (created at start-up, before the cache is read).
    const other = instance();
    await other.start();
    try {
      await boss.createQueue('mq-late');
      const attempt = database.db.transaction((tx) => other.send('mq-late', { n: 4 }, { db: inTx(tx) }));
      if (database.kind === 'pglite') {
        await expect(attempt).rejects.toThrow(/inside an open transaction/);
      } else {
        await expect(attempt).resolves.toEqual(expect.any(String));
      }
    } finally {
      await other.stop({ graceful: false, close: true });
    }
  });
});
