import type { AppContext } from '../context';

/** One kind of background job. Features declare theirs in `server/features/<f>/<f>.jobs.ts`. */
export interface JobSpec<P = Record<string, unknown>> {
  /** Unique, dotted by feature: 'mail.send', 'files.sweep-orphans'. */
  name: string;
  /** Throwing schedules a retry with exponential backoff until `maxAttempts`, then the job is failed. */
  run(payload: P, ctx: AppContext, job: { id: string; attempt: number; maxAttempts: number }): Promise<void>;
  /** Default 5. */
  maxAttempts?: number;
  /** Recurring (croner syntax, UTC): fires once per period across all instances. */
  cron?: string;
}

export function defineJob<P>(spec: JobSpec<P>): JobSpec<P> {
  return spec;
}

/** The registry's element type: a spec of any payload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobSpec = JobSpec<any>;

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Wait before attempt n+1: base · 2^(n-1), capped at one hour. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
