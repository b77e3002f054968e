import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Background jobs (decision 007). A row is written in the transaction of the change that asks for it,
 * claimed by one runner (`FOR UPDATE SKIP LOCKED`), retried with backoff, then `failed` with its error.
 * A running job whose lease expired (its runner died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | done | failed */
    state: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** At most one queued or running job per key (dedupe). */
    key: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_finished_idx').on(t.state, t.finishedAt),
    uniqueIndex('jobs_active_key_idx')
      .on(t.key)
      .where(sql`${t.key} is not null and ${t.state} in ('queued', 'running')`),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** One row per schedule and period start: the instance that inserts it enqueues that period's job. */
export const jobScheduleRuns = pgTable(
  'job_schedule_runs',
  {
    schedule: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    jobId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schedule, t.periodStart] })],
);

export type JobRow = typeof jobs.$inferSelect;
export type JobState = 'queued' | 'running' | 'done' | 'failed';
