import type { Db } from '../../db/client';
import type { AppContext } from '../context';

/** One kind of background job. Features declare theirs in `server/features/<f>/<f>.jobs.ts`. */
export interface JobSpec<P = Record<string, unknown>> {
  /** Unique, dotted by feature: 'mail.send', 'files.sweep-orphans'. */
  name: string;
  /** Throwing schedules a retry with exponential backoff until `maxAttempts`, then the job is failed. */
  run(payload: P, ctx: AppContext, job: { id: string; attempt: number; maxAttempts: number }): Promise<void>;
  /** Default 5. */
  maxAttempts?: number;
  /** Recurring (cron syntax, UTC, pg-boss's `schedule`): fires once per period across all instances. */
  cron?: string;
  /**
   * The work of this kind that must be queued, read from the feature's own tables (a post still
   * scheduled, an upload not yet imported). At start-up each is queued again unless a job holds its
   * key: how the jobs of decision 007's dropped table carried over (migration 0033), and a restored
   * backup's pending work.
   */
  pending?(db: Db): Promise<{ payload: P; key: string; runAt?: Date }[]>;
}

export function defineJob<P>(spec: JobSpec<P>): JobSpec<P> {
  return spec;
}

/** The registry's element type: a spec of any payload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobSpec = JobSpec<any>;

export const DEFAULT_MAX_ATTEMPTS = 5;
