import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DealerListResponse,
  DealerRegistrationRequest,
  DealerStatusRequest,
  DealerView,
  ListDealersQuery,
} from '@shared/dealers/dealer.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { listDealers, registerDealer, setDealerStatus } from './dealers.service';

/** Dealer registration (public) and the admins' review of dealers. */
export const dealersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/dealers',
      {
        config: {
          access: 'public',
          // Counted per address; a refused (invalid) form does not use up the allowance.
          rateLimit: [{ name: 'dealers:register', limit: 5, windowSeconds: 3600 }],
        },
        // The same answer whether or not the address is already registered (its owner is e-mailed).
        schema: {
          body: DealerRegistrationRequest,
          response: { 202: z.object({ received: z.literal(true) }) },
        },
      },
      async (req, reply) => {
        await registerDealer(ctx, req.body);
        return reply.code(202).send({ received: true as const });
      },
    );

    r.get(
      '/api/dealers',
      {
        config: { access: 'admin' },
        schema: { querystring: ListDealersQuery, response: { 200: DealerListResponse } },
      },
      async (req) => listDealers(ctx, req.query),
    );

    r.patch(
      '/api/dealers/:dealerId/status',
      {
        config: { access: 'admin', changesSessions: true },
        schema: {
          params: z.object({ dealerId: z.coerce.number().int().min(1) }),
          body: DealerStatusRequest,
          response: { 200: DealerView },
        },
      },
      async (req) =>
        setDealerStatus(ctx, {
          id: req.params.dealerId,
          status: req.body.verificationStatus,
          reason: req.body.reason,
          actor: requireUser(await req.currentUser()),
        }),
    );
  };
