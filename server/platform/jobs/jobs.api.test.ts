import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, jobScheduleRuns } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from './enqueue';
import { claimDueJobs, finishAttempt } from './job-repo';
import { defineJob, type AnyJobSpec } from './job-spec';
import { createJobRunner, type JobRunnerOptions } from './runner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const runner = (specs: AnyJobSpec[], extra: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: t.database.db, specs, context: () => t.app.ctx, ...extra });

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('job queue', () => {
  it('two runners on one database process 500 jobs: none run twice, none lost', async () => {
    const runs: { id: string; by: string }[] = [];
    const spec = (by: string) =>
      defineJob<{ n: number }>({
        name: 'test.count',
        async run(_p, _ctx, job) {
          runs.push({ id: job.id, by });
          await new Promise((r) => setImmediate(r));
        },
      });
    const ids = await t.database.db.transaction(async (tx) => {
      const out: string[] = [];
      for (let n = 0; n < 500; n++) out.push(await enqueueJob(tx, 'test.count', { n }));
      return out;
    });
    const a = runner([spec('a')], { pollMs: 5, concurrency: 10, scheduleEveryMs: 1e9 });
    const b = runner([spec('b')], { pollMs: 5, concurrency: 10, scheduleEveryMs: 1e9 });
    a.start();
    b.start();
    await until(async () => runs.length >= 500 && (await a.counts()).done >= 500, 110_000);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(500);
    expect(new Set(runs.map((r) => r.id))).toEqual(new Set(ids));
    expect(runs.some((r) => r.by === 'a') && runs.some((r) => r.by === 'b')).toBe(true);
    const left = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.count'));
    expect(left.every((j) => j.state === 'done' && j.attempts === 1)).toBe(true);
  }, 120_000);

  it('claims a job queued in the same millisecond as the claim (the database clock counts microseconds)', async () => {
    const id = await enqueueJob(t.database.db, 'test.same-ms');
    // run_at as this process reads it: cut to its millisecond, so up to 999 µs before the stored one.
    const [row] = await t.database.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.id, id));
    const claimed = await claimDueJobs(t.database.db, {
      runnerId: 'same-ms',
      names: ['test.same-ms'],
      limit: 1,
      now: row!.runAt,
      leaseMs: 60_000,
    });
    expect(claimed.map((j) => j.id)).toEqual([id]);
  });

  it('a job that throws is retried with growing waits, then failed with its error', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    let attempts = 0;
    const failing = defineJob({
      name: 'test.fail',
      maxAttempts: 3,
      async run() {
        attempts++;
        throw new Error(`refused ${attempts}`);
      },
    });
    const r = runner([failing], { now: () => clock, backoffBaseMs: 60_000 });
    const id = await enqueueJob(t.database.db, 'test.fail', {}, { maxAttempts: 3, runAt: clock });
    const row = async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

    expect(await r.drain()).toBe(1);
    let j = await row();
    expect(j).toMatchObject({ state: 'queued', attempts: 1, lastError: 'refused 1' });
    expect(j.runAt.getTime() - clock.getTime()).toBe(60_000);
    expect(await r.drain()).toBe(0); // not due yet

    clock = new Date(clock.getTime() + 60_000);
    expect(await r.drain()).toBe(1);
    j = await row();
    expect(j).toMatchObject({ state: 'queued', attempts: 2, lastError: 'refused 2' });
    expect(j.runAt.getTime() - clock.getTime()).toBe(120_000);

    clock = new Date(clock.getTime() + 120_000);
    expect(await r.drain()).toBe(1);
    j = await row();
    expect(j).toMatchObject({ state: 'failed', attempts: 3, lastError: 'refused 3' });
    expect(j.finishedAt).not.toBeNull();
    clock = new Date(clock.getTime() + 3600_000);
    expect(await r.drain()).toBe(0);
    expect(attempts).toBe(3);
  });

  it('a schedule fires once per period with two runners', async () => {
    const ran: string[] = [];
    const every10s = defineJob<{ periodStart: string }>({
      name: 'test.every-10s',
      cron: '*/10 * * * * *',
      async run(p) {
        ran.push(p.periodStart);
      },
    });
    let clock = new Date('2030-02-01T00:00:03Z');
    const a = runner([every10s], { now: () => clock });
    const b = runner([every10s], { now: () => clock });
    for (let i = 0; i < 4; i++) {
      // Several ticks inside one period, on both runners at once.
      const fired = await Promise.all([a.fireSchedules(), b.fireSchedules(), a.fireSchedules()]);
      expect(fired.reduce((s, n) => s + n, 0)).toBe(1);
      clock = new Date(clock.getTime() + 4000);
      expect((await Promise.all([a.fireSchedules(), b.fireSchedules()])).reduce((s, n) => s + n, 0)).toBe(0);
      await Promise.all([a.drain(), b.drain()]);
      clock = new Date(clock.getTime() + 6000);
    }
    expect(ran).toEqual([
      '2030-02-01T00:00:00.000Z',
      '2030-02-01T00:00:10.000Z',
      '2030-02-01T00:00:20.000Z',
      '2030-02-01T00:00:30.000Z',
    ]);
    const periods = await t.database.db
      .select()
      .from(jobScheduleRuns)
      .where(eq(jobScheduleRuns.schedule, 'test.every-10s'));
    expect(periods).toHaveLength(4);
  });

  it('a running job whose runner died is claimed again once its lease expires', async () => {
    let clock = new Date('2030-03-01T00:00:00Z');
    const seen: number[] = [];
    const spec = defineJob({
      name: 'test.lease',
      async run(_p, _ctx, job) {
        seen.push(job.attempt);
      },
    });
    const id = await enqueueJob(t.database.db, 'test.lease', {}, { runAt: clock });
    const [claimed] = await claimDueJobs(t.database.db, {
      runnerId: 'dead-runner',
      names: ['test.lease'],
      limit: 1,
      now: clock,
      leaseMs: 60_000,
    });
    expect(claimed?.id).toBe(id);
    const live = runner([spec], { now: () => clock, leaseMs: 60_000 });
    expect(await live.drain()).toBe(0); // the lease still holds
    clock = new Date(clock.getTime() + 61_000);
    expect(await live.drain()).toBe(1);
    expect(seen).toEqual([2]);
    // The dead runner coming back cannot overwrite the outcome.
    expect(
      await finishAttempt(t.database.db, { id, runnerId: 'dead-runner', now: clock, state: 'done' }),
    ).toBe(false);
  });

  it('enqueues on the caller transaction, and a key keeps one active job', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'test.tx', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.tx'))).toHaveLength(0);

    const first = await enqueueJob(t.database.db, 'test.key', {}, { key: 'k1' });
    const second = await enqueueJob(t.database.db, 'test.key', {}, { key: 'k1' });
    expect(second).toBe(first);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.key'))).toHaveLength(1);
  });

  it('a runner keeps the lease of a long job alive, so another runner does not take it', async () => {
    const starts: string[] = [];
    const slow = (by: string) =>
      defineJob({
        name: 'test.slow',
        async run() {
          starts.push(by);
          await new Promise((r) => setTimeout(r, 3500));
        },
      });
    await enqueueJob(t.database.db, 'test.slow', {});
    const a = runner([slow('a')], { leaseMs: 1500, pollMs: 20, scheduleEveryMs: 1e9 });
    const b = runner([slow('b')], { leaseMs: 1500, pollMs: 20, scheduleEveryMs: 1e9 });
    a.start();
    await until(async () => starts.length === 1);
    b.start();
    await until(
      async () =>
        (await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.slow')))[0]!.state === 'done',
    );
    await Promise.all([a.stop(), b.stop()]);
    expect(starts).toEqual(['a']);
  });

  it('a long job does not hold back the short ones: free slots are filled as jobs finish', async () => {
    const order: string[] = [];
    const mixed = defineJob<{ ms: number; label: string }>({
      name: 'test.mixed',
      async run(p) {
        await new Promise((r) => setTimeout(r, p.ms));
        order.push(p.label);
      },
    });
    const db = t.database.db;
    await enqueueJob(db, 'test.mixed', { ms: 2500, label: 'long' }, { runAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < 6; i++) await enqueueJob(db, 'test.mixed', { ms: 10, label: `short${i}` });
    const r = runner([mixed], { concurrency: 2, pollMs: 20, scheduleEveryMs: 1e9 });
    r.start();
    await until(async () => order.length === 7);
    await r.stop();
    expect(order.at(-1)).toBe('long');
  });
});
