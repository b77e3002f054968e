import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsResponse, ExportParams } from '@shared/analytics/analytics.schemas';
import { PeriodQuery } from '@shared/analytics/dashboard.schemas';
import type { AppContext } from '../../platform/context';
import { analyticsCsv } from './analytics-csv';
import { analytics } from './analytics.service';

const ExportQuery = PeriodQuery.extend({ lang: z.enum(['en', 'fr']).optional() });

/** The analytics screen's figures, and each of its tables as a CSV file. */
export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get(
      '/api/admin/analytics',
      { config: admin, schema: { querystring: PeriodQuery, response: { 200: AnalyticsResponse } } },
      async (req) => analytics(ctx, { days: req.query.days }),
    );

    r.get(
      '/api/admin/analytics/export/:dataset',
      { config: admin, schema: { params: ExportParams, querystring: ExportQuery } },
      async (req, reply) => {
        const data = await analytics(ctx, { days: req.query.days });
        const csv = analyticsCsv(data, req.params.dataset, req.query.lang ?? req.locale);
        const name = `analytics-${req.params.dataset}-${req.query.days}d-${data.period.to.slice(0, 10)}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
