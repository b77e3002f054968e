import { and, asc, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { jobScheduleRuns, jobs, type JobRow, type JobState } from '../../db/schema/jobs';

/**
 * Claims up to `limit` due jobs of the given names for one runner, in one statement: rows locked by
 * another runner are skipped (`FOR UPDATE SKIP LOCKED`), so a job is claimed by exactly one runner.
 * A running job whose lease expired (its runner died) is due again.
 */
export async function claimDueJobs(
  db: Db,
  opts: { runnerId: string; names: string[]; limit: number; now: Date; leaseMs: number },
): Promise<JobRow[]> {
  if (opts.names.length === 0 || opts.limit <= 0) return [];
  // The clock here counts milliseconds, PostgreSQL's now() (a new job's run_at) microseconds: a job
  // queued in the same millisecond as the claim is due too (else drain() could leave it behind).
  const dueBy = sql`${opts.now}::timestamptz + interval '1 millisecond'`;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, opts.names),
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, dueBy)),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, opts.now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: opts.runnerId,
      lockedUntil: new Date(opts.now.getTime() + opts.leaseMs),
      startedAt: opts.now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** A running job whose runner died on its last attempt is failed, not retried. */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: 'The runner stopped before finishing (lease expired) on the last attempt.',
      lockedBy: null,
      lockedUntil: null,
      finishedAt: now,
    })
    .where(
      and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Keeps the lease of a job that is still running. False when another runner took it over. */
export async function extendLease(db: Db, id: string, runnerId: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, runnerId), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records the outcome of an attempt; only the runner that holds the lease may. */
export async function finishAttempt(
  db: Db,
  opts: { id: string; runnerId: string; now: Date } & (
    { state: 'done' } | { state: 'failed'; error: string } | { state: 'queued'; error: string; runAt: Date }
  ),
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: opts.state,
      lockedBy: null,
      lockedUntil: null,
      ...(opts.state === 'queued' ? { runAt: opts.runAt } : { finishedAt: opts.now }),
      ...(opts.state === 'done' ? {} : { lastError: opts.error.slice(0, 4000) }),
    })
    .where(and(eq(jobs.id, opts.id), eq(jobs.lockedBy, opts.runnerId), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type JobCounts = Record<JobState, number>;

export async function countJobsByState(db: DbOrTx): Promise<JobCounts> {
  const rows = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
  const counts: JobCounts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const r of rows) counts[r.state as JobState] = Number(r.n);
  return counts;
}

export async function latestFailedJobs(db: DbOrTx, limit: number): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.state, 'failed')).orderBy(desc(jobs.finishedAt)).limit(limit);
}

/** True for the one caller that records this schedule's period first (primary key conflict otherwise). */
export async function claimSchedulePeriod(tx: DbOrTx, schedule: string, periodStart: Date): Promise<boolean> {
  const rows = await tx
    .insert(jobScheduleRuns)
    .values({ schedule, periodStart })
    .onConflictDoNothing()
    .returning({ schedule: jobScheduleRuns.schedule });
  return rows.length > 0;
}

export async function setSchedulePeriodJob(tx: DbOrTx, schedule: string, periodStart: Date, jobId: string) {
  await tx
    .update(jobScheduleRuns)
    .set({ jobId })
    .where(and(eq(jobScheduleRuns.schedule, schedule), eq(jobScheduleRuns.periodStart, periodStart)));
}

/** Retention: finished jobs and old schedule periods go after `before`. */
export async function deleteFinishedJobs(db: DbOrTx, before: Date): Promise<number> {
  const done = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  await db.delete(jobScheduleRuns).where(lt(jobScheduleRuns.periodStart, before));
  return done.length;
}

/** Locks one job row for a change (admin retry). */
export async function lockJob(tx: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

export async function hasActiveJobWithKey(tx: DbOrTx, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.key, key), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  return rows.length > 0;
}

/** A failed job queued again with a fresh set of attempts; its last error stays until the next run. */
export async function requeueJob(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, lockedBy: null, lockedUntil: null })
    .where(eq(jobs.id, id));
}
