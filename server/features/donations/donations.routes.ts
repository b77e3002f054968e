import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { addCommunication } from './communications.service';
import { updateDetails } from './donation-details.service';
import { changeStatus } from './donation-status.service';
import {
  Communication,
  DonationDetail,
  DonationListResponse,
  DonationNotification,
  HistoryEntry,
} from './donation-views.schemas';
import {
  AddCommunicationRequest,
  IdParams,
  ListDonationsQuery,
  UpdateDetailsRequest,
  UpdateStatusRequest,
} from './donations.schemas';
import {
  getCommunications,
  getDonationDetail,
  getNotifications,
  getStatusHistory,
  listDonations,
} from './donations.service';

/** Staff donation operations: the list, the record, its status, details, history and messages. */
export const donationsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { access: 'staff' as const };

    r.get(
      '/api/donations',
      { config: staff, schema: { querystring: ListDonationsQuery, response: { 200: DonationListResponse } } },
      async (req) => listDonations(ctx, { query: req.query, actor: requireUser(await req.currentUser()) }),
    );

    r.get(
      '/api/donations/:id',
      { config: staff, schema: { params: IdParams, response: { 200: DonationDetail } } },
      async (req) =>
        getDonationDetail(ctx.db, { id: req.params.id, actor: requireUser(await req.currentUser()) }),
    );

    r.patch(
      '/api/donations/:id/status',
      {
        config: staff,
        schema: { params: IdParams, body: UpdateStatusRequest, response: { 200: DonationDetail } },
      },
      async (req) =>
        changeStatus(ctx, {
          id: req.params.id,
          request: req.body,
          actor: requireUser(await req.currentUser()),
        }),
    );

    r.patch(
      '/api/donations/:id/details',
      {
        config: staff,
        schema: { params: IdParams, body: UpdateDetailsRequest, response: { 200: DonationDetail } },
      },
      async (req) =>
        updateDetails(ctx, {
          id: req.params.id,
          request: req.body,
          actor: requireUser(await req.currentUser()),
        }),
    );

    // Two paths for the same list: the spec's client calls both.
    for (const path of ['/api/donations/:id/history', '/api/donations/:id/status-history'] as const) {
      r.get(
        path,
        { config: staff, schema: { params: IdParams, response: { 200: z.array(HistoryEntry) } } },
        async (req) => getStatusHistory(ctx, { id: req.params.id }),
      );
    }

    r.get(
      '/api/donations/:id/communications',
      { config: staff, schema: { params: IdParams, response: { 200: z.array(Communication) } } },
      async (req) => getCommunications(ctx, { id: req.params.id }),
    );

    r.post(
      '/api/donations/:id/communications',
      {
        config: staff,
        schema: { params: IdParams, body: AddCommunicationRequest, response: { 201: Communication } },
      },
      async (req, reply) => {
        const created = await addCommunication(ctx, {
          id: req.params.id,
          request: req.body,
          actor: requireUser(await req.currentUser()),
        });
        return reply.status(201).send(created);
      },
    );

    r.get(
      '/api/donations/:id/notifications',
      { config: staff, schema: { params: IdParams, response: { 200: z.array(DonationNotification) } } },
      async (req) => getNotifications(ctx, { id: req.params.id }),
    );
  };
