import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERIFICATION_STATUSES } from '@shared/charities/categories';
import { AdminCharityRequest } from '@shared/charities/charity.schemas';
import type { AppContext } from '../../platform/context';
import { requireUser } from '../../platform/session/access';
import {
  approveCharity,
  createCharityByAdmin,
  listCharitiesForAdmin,
  rejectCharity,
  setCharityActive,
} from './charity-admin.service';
import { IdParams } from './charities.schemas';
import { CharityView } from './charities.schemas';

const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  verification: z.enum(VERIFICATION_STATUSES).optional(),
  active: z.enum(['true', 'false']).optional(),
});
const ListResponse = z.object({
  items: z.array(CharityView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    total: z.number(),
    pending: z.number(),
    verified: z.number(),
    rejected: z.number(),
    inactive: z.number(),
  }),
});

/** The admin's charity list and its actions (back-office.md §2; DECISIONS §11). */
export const charityAdminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get(
      '/api/charities',
      { config: admin, schema: { querystring: ListQuery, response: { 200: ListResponse } } },
      async (req) => {
        const { active, ...q } = req.query;
        return listCharitiesForAdmin(ctx, {
          ...q,
          active: active === undefined ? undefined : active === 'true',
        });
      },
    );

    r.post(
      '/api/admin/charities',
      { config: admin, schema: { body: AdminCharityRequest, response: { 201: CharityView } } },
      async (req, reply) =>
        reply.status(201).send(
          await createCharityByAdmin(ctx, {
            request: req.body,
            actor: requireUser(await req.currentUser()),
          }),
        ),
    );

    r.patch(
      '/api/charities/:id/status',
      {
        config: { ...admin, changesSessions: true },
        schema: {
          params: IdParams,
          body: z.object({ isActive: z.boolean() }),
          response: { 200: CharityView },
        },
      },
      async (req) =>
        setCharityActive(ctx, {
          id: req.params.id,
          isActive: req.body.isActive,
          actor: requireUser(await req.currentUser()),
        }),
    );

    r.post(
      '/api/admin/charities/:id/approve',
      {
        config: { ...admin, changesSessions: true },
        schema: { params: IdParams, response: { 200: CharityView } },
      },
      async (req) => approveCharity(ctx, { id: req.params.id, actor: requireUser(await req.currentUser()) }),
    );

    r.post(
      '/api/admin/charities/:id/reject',
      {
        config: { ...admin, changesSessions: true },
        schema: {
          params: IdParams,
          body: z.object({
            reason: z
              .string({ error: 'charities:validation.reasonRequired' })
              .trim()
              .min(3, { error: 'charities:validation.reasonRequired' })
              .max(1000),
          }),
          response: { 200: CharityView },
        },
      },
      async (req) =>
        rejectCharity(ctx, {
          id: req.params.id,
          reason: req.body.reason,
          actor: requireUser(await req.currentUser()),
        }),
    );
  };
