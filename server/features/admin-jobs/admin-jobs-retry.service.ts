import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { hasActiveJobWithKey, lockJob, requeueJob } from '../../platform/jobs/job-repo';
import type { SessionUser } from '../../platform/session/session';
import type { RetryJobResponse } from './admin-jobs.schemas';

/** An admin queues a failed job again (e.g. an e-mail once the mail server is back), with five fresh attempts. */
export async function retryFailedJob(
  ctx: Pick<AppContext, 'db'>,
  opts: { id: string; actor: SessionUser },
): Promise<RetryJobResponse> {
  return ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, opts.id);
    if (!job) throw notFound();
    if (job.state !== 'failed') throw new AppError('CONFLICT', 'jobs:retryNotFailed');
    if (job.key && (await hasActiveJobWithKey(tx, job.key)))
      throw new AppError('CONFLICT', 'jobs:retryAlreadyQueued');
    await requeueJob(tx, job.id, new Date());
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
