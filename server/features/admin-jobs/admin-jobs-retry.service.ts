import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { openQueueWith } from '../../platform/jobs/enqueue';
import type { SessionUser } from '../../platform/session/session';
import { hasActiveJobWithKey, lockJob } from './admin-jobs.repo';
import type { RetryJobResponse } from './admin-jobs.schemas';

/**
 * An admin queues a failed job again (e.g. an e-mail once the mail server is back): pg-boss's `retry`
 * gives it one more attempt, on this transaction with its audit row.
 */
export async function retryFailedJob(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  opts: { id: string; actor: SessionUser },
): Promise<RetryJobResponse> {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, opts.id);
    if (!job) throw notFound();
    if (job.state !== 'failed') throw new AppError('CONFLICT', 'jobs:retryNotFailed');
    // The queue holds one queued or running job per key (pg-boss's `exclusive` policy).
    if (job.singletonKey && (await hasActiveJobWithKey(tx, job.name, job.singletonKey)))
      throw new AppError('CONFLICT', 'jobs:retryAlreadyQueued');
    // This app's queue, or (tests) the open queue that declares the job: pg-boss needs it in its cache.
    const queue = ctx.jobs.has(job.name) ? ctx.jobs : openQueueWith(job.name);
    if (!queue) throw new AppError('CONFLICT', 'jobs:retryUnknownJob');
    await queue.boss.retry(job.name, job.id, {
      db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
    });
    await audit(tx, {
      actor: opts.actor,
      action: 'job.retry',
      entityType: 'job',
      entityId: job.id,
      details: { name: job.name, attempts: job.attempts, lastError: job.lastError },
    });
    return { id: job.id, state: 'queued' as const };
  });
}
