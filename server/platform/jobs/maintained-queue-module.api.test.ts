import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import type { AppContext } from '../context';
import { defineJob } from './job-spec';
import { createMaintainedQueue, type MaintainedQueue } from './maintained-queue';

/**
 * The pg-boss queue built to our queue's contract (decision 026): keys, run-at, retries with backoff,
 * failure after the last attempt, counts, workers and schedules. Both databases (`--project api`, and
 * with TEST_DATABASE_URL).
 */

let database: Database;
let url: string | undefined;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ database, url, close } = await openTestDatabase({ prefix: 'mqm' }));
});
afterAll(async () => {
  await close?.();
});

async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

class Rollback extends Error {}

describe('the maintained queue (pg-boss) to our contract', () => {
  const runs: { n: number; attempt: number; maxAttempts: number }[] = [];
  const outcomes: string[] = [];
  let failUntil = 0;
  const work = defineJob<{ n: number }>({
    name: 'mqm.work',
    maxAttempts: 3,
    async run(payload, ctx, job) {
      expect(ctx.db).toBe(database.db); // the app's context reaches the job
      runs.push({ n: payload.n, attempt: job.attempt, maxAttempts: job.maxAttempts });
      if (payload.n < failUntil) throw new Error(`job ${payload.n} failed`);
    },
  });
  const tick = defineJob({ name: 'mqm.tick', cron: '*/5 * * * *', async run() {} });
  let queue: MaintainedQueue;
  const make = () =>
    createMaintainedQueue({
      database,
      url,
      specs: [work, tick],
      context: () => ({ db: database.db }) as AppContext,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      onAttempt: (_name, outcome) => outcomes.push(outcome),
    });
  beforeAll(async () => {
    queue = make();
    await queue.open();
  });
  afterAll(async () => {
    await queue?.stop(5_000);
  });

  it('takes a job in our transaction: there after the commit, gone after a rollback', async () => {
    const kept = await database.db.transaction((tx) => queue.send(tx, 'mqm.work', { n: 1 }));
    let dropped: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        dropped = await queue.send(tx, 'mqm.work', { n: 2 });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await queue.boss.getJobById('mqm.work', kept!)).toMatchObject({ data: { n: 1 } });
    expect(dropped).toEqual(expect.any(String));
    expect(await queue.boss.getJobById('mqm.work', dropped!)).toBeNull();
    expect(await queue.drain()).toBe(1);
    expect(runs).toEqual([{ n: 1, attempt: 1, maxAttempts: 3 }]);
    expect((await queue.counts()).done).toBe(1);
  });

  it('one queued or running job per key; a job waits for its run-at time', async () => {
    const first = await queue.send(database.db, 'mqm.work', { n: 10 }, { key: 'k' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send(database.db, 'mqm.work', { n: 11 }, { key: 'k' })).toBeNull();
    await queue.send(database.db, 'mqm.work', { n: 12 }, { runAt: new Date(Date.now() + 3600_000) });
    expect(await queue.counts()).toMatchObject({ queued: 2 });
    expect(await queue.drain()).toBe(1); // n 10; n 12 is not due
    expect(runs.at(-1)).toMatchObject({ n: 10 });
    expect(await queue.send(database.db, 'mqm.work', { n: 13 }, { key: 'k' })).toEqual(expect.any(String));
    expect(await queue.drain()).toBe(1);
    expect(await queue.counts()).toMatchObject({ queued: 1 });
  });

  it('a throwing job is retried after a wait, then failed after its last attempt', async () => {
    failUntil = 100;
    outcomes.length = 0;
    const id = await queue.send(database.db, 'mqm.work', { n: 20 }, { maxAttempts: 2 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0); // the retry waits (1 s here, 10 s in the app)
    await until(async () => (await queue.drain()) === 1);
    expect(runs.filter((r) => r.n === 20)).toEqual([
      { n: 20, attempt: 1, maxAttempts: 2 },
      { n: 20, attempt: 2, maxAttempts: 2 },
    ]);
    expect(outcomes).toEqual(['retry', 'failed']);
    const job = await queue.boss.getJobById('mqm.work', id!);
    expect(job).toMatchObject({ state: 'failed', output: { message: 'job 20 failed' } });
    expect((await queue.counts()).failed).toBe(1);
    failUntil = 0;
  }, 60_000);

  it('workers of two instances run committed jobs, each once; schedules are registered in UTC', async () => {
    const other = make();
    await Promise.all([queue.start(), other.start()]);
    try {
      const before = runs.length;
      await database.db.transaction(async (tx) => {
        for (let n = 200; n < 240; n++) await queue.send(tx, 'mqm.work', { n });
      });
      await until(() => runs.length - before >= 40);
      await new Promise((r) => setTimeout(r, 1_000));
      const ns = runs.slice(before).map((r) => r.n);
      expect(ns).toHaveLength(40);
      expect(new Set(ns).size).toBe(40);
      const schedules = await queue.boss.getSchedules();
      expect(schedules).toEqual([
        expect.objectContaining({ name: 'mqm.tick', cron: '*/5 * * * *', timezone: 'UTC' }),
      ]);
    } finally {
      await other.stop(5_000);
    }
  }, 90_000);
});
