import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { AdminJobsResponse } from './admin-jobs.schemas';
import { jobsOverview } from './admin-jobs.service';

/** Background jobs for admins: how many are in each state, and the latest failures with their error. */
export const adminJobsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/admin/jobs',
        { config: { access: 'admin' }, schema: { response: { 200: AdminJobsResponse } } },
        async () => jobsOverview(ctx),
      );
  };
