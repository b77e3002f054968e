import { countJobsByState, latestFailedJobs } from '../../platform/jobs/job-repo';
import type { AppContext } from '../../platform/context';
import { countOverdue, countRetrying } from './admin-jobs.repo';
import type { AdminJobsResponse } from './admin-jobs.schemas';

/** A queued job due longer ago than this has not been picked up: no runner is working. */
const OVERDUE_MS = 5 * 60_000;

export async function jobsOverview(ctx: Pick<AppContext, 'db'>): Promise<AdminJobsResponse> {
  const [counts, failed, overdue, retrying] = await Promise.all([
    countJobsByState(ctx.db),
    latestFailedJobs(ctx.db, 20),
    countOverdue(ctx.db, new Date(Date.now() - OVERDUE_MS)),
    countRetrying(ctx.db),
  ]);
  return {
    counts,
    overdue,
    retrying,
    failures: failed.map((j) => ({
      id: j.id,
      name: j.name,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      lastError: j.lastError,
      payload: j.payload,
      createdAt: j.createdAt.toISOString(),
      finishedAt: j.finishedAt?.toISOString() ?? null,
    })),
  };
}
