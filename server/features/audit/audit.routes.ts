import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListQuery, AuditListResponse } from '@shared/analytics/audit.schemas';
import type { AppContext } from '../../platform/context';
import { listAudit } from './audit.service';

/** GET /api/admin/audit: who did what, when, from where. There is deliberately no write route. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/audit',
      {
        config: { access: 'admin' },
        schema: { querystring: AuditListQuery, response: { 200: AuditListResponse } },
      },
      async (req) => listAudit(ctx, req.query),
    );
  };
