import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { DEFAULT_MAX_ATTEMPTS } from './job-spec';

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** Dedupe: at most one queued or running job per key; a second enqueue returns the first's id. */
  key?: string;
}

/**
 * Queues a job on the caller's transaction: it exists exactly when the change that asked for it
 * commits. Returns the job id.
 */
export async function enqueueJob(
  tx: DbOrTx,
  name: string,
  payload: Record<string, unknown> = {},
  opts: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const values = {
    id,
    name,
    payload,
    key: opts.key ?? null,
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(opts.runAt ? { runAt: opts.runAt } : {}),
  };
  if (!opts.key) {
    await tx.insert(jobs).values(values);
    return id;
  }
  // The job holding the key may finish between the two statements: then the insert is tried again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await tx
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({
        target: jobs.key,
        where: sql`${jobs.key} is not null and ${jobs.state} in ('queued', 'running')`,
      })
      .returning({ id: jobs.id });
    if (inserted[0]) return inserted[0].id;
    const [existing] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, opts.key), inArray(jobs.state, ['queued', 'running'])));
    if (existing) return existing.id;
  }
  throw new Error(`enqueueJob: could not queue or find the job for key ${opts.key}`);
}
