import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResponse, PeriodQuery } from '@shared/analytics/dashboard.schemas';
import type { AppContext } from '../../platform/context';
import { dashboard } from './dashboard.service';

/** GET /api/admin/dashboard?days=30: the admin's four cards, statuses, auctions closing and recent activity. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/dashboard',
      {
        config: { access: 'admin' },
        schema: { querystring: PeriodQuery, response: { 200: DashboardResponse } },
      },
      async (req) => dashboard(ctx, { days: req.query.days }),
    );
  };
