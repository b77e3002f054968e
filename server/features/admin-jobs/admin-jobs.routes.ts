import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { retryFailedJob } from './admin-jobs-retry.service';
import { AdminJobsResponse, JobIdParams, RetryJobResponse } from './admin-jobs.schemas';
import { jobsOverview } from './admin-jobs.service';

/** Background jobs for admins: how many are in each state, the latest failures with their error, retry. */
export const adminJobsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get('/api/admin/jobs', { config: admin, schema: { response: { 200: AdminJobsResponse } } }, async () =>
      jobsOverview(ctx),
    );

    r.post(
      '/api/admin/jobs/:id/retry',
      { config: admin, schema: { params: JobIdParams, response: { 200: RetryJobResponse } } },
      async (req) => retryFailedJob(ctx, { id: req.params.id, actor: requireUser(await req.currentUser()) }),
    );
  };
