import { z } from 'zod';

/** Contracts of the admin's view of background jobs. Pure zod; the client imports the types only. */

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

export const JobFailure = z.object({
  id: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobFailure = z.infer<typeof JobFailure>;

export const AdminJobsResponse = z.object({
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  /** Queued jobs already due and not yet picked up: a runner that is down shows here. */
  overdue: z.number().int(),
  /** Queued jobs waiting for a retry (attempted at least once). */
  retrying: z.number().int(),
  failures: z.array(JobFailure),
});
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;

export const JobIdParams = z.object({ id: z.string().uuid() });

export const RetryJobResponse = z.object({ id: z.string(), state: z.literal('queued') });
export type RetryJobResponse = z.infer<typeof RetryJobResponse>;
