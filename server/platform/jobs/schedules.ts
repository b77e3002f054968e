import { Cron } from 'croner';
import type { Db } from '../../db/client';
import { enqueueJob } from './enqueue';
import { claimSchedulePeriod, setSchedulePeriodJob } from './job-repo';
import type { AnyJobSpec } from './job-spec';

const patterns = new Map<string, Cron>();

function cronOf(expression: string): Cron {
  let c = patterns.get(expression);
  if (!c) {
    c = new Cron(expression, { paused: true, timezone: 'UTC' });
    patterns.set(expression, c);
  }
  return c;
}

/** Throws at start-up on an expression croner cannot read. */
export function assertValidCron(expression: string): void {
  cronOf(expression);
}

/** The start of the period `now` falls in: the latest firing time at or before `now`. */
export function periodStart(expression: string, now: Date): Date | null {
  const c = cronOf(expression);
  const [justAfter] = c.previousRuns(1, new Date(now.getTime() + 1000));
  if (justAfter && justAfter.getTime() <= now.getTime()) return justAfter;
  return c.previousRuns(1, now)[0] ?? null;
}

/**
 * Enqueues each recurring job once per period across all instances: the first instance to insert
 * the (schedule, period start) row enqueues the job in the same transaction; the others conflict.
 * Periods missed while no instance ran are not replayed; the current one fires.
 */
export async function fireSchedules(
  db: Db,
  specs: AnyJobSpec[],
  now: Date,
  /** Periods this instance already settled (fired or saw fired), to skip the database for them. */
  settled?: Map<string, number>,
): Promise<number> {
  let fired = 0;
  for (const spec of specs) {
    if (!spec.cron) continue;
    const start = periodStart(spec.cron, now);
    if (!start || settled?.get(spec.name) === start.getTime()) continue;
    const won = await db.transaction(async (tx) => {
      if (!(await claimSchedulePeriod(tx, spec.name, start))) return false;
      const jobId = await enqueueJob(
        tx,
        spec.name,
        { periodStart: start.toISOString() },
        { key: `cron:${spec.name}`, maxAttempts: spec.maxAttempts },
      );
      await setSchedulePeriodJob(tx, spec.name, start, jobId);
      return true;
    });
    settled?.set(spec.name, start.getTime());
    if (won) fired++;
  }
  return fired;
}
