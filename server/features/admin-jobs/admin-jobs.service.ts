import type { AppContext } from '../../platform/context';
import { countOverdue, countRetrying, latestFailedJobs } from './admin-jobs.repo';
import type { AdminJobsResponse } from './admin-jobs.schemas';

/** A queued job due longer ago than this has not been picked up: no worker is running. */
const OVERDUE_MS = 5 * 60_000;

export async function jobsOverview(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<AdminJobsResponse> {
  const [counts, failed, overdue, retrying] = await Promise.all([
    ctx.jobs.counts(),
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
      payload: j.data ?? {},
      createdAt: j.createdAt.toISOString(),
      finishedAt: j.finishedAt?.toISOString() ?? null,
    })),
  };
}
