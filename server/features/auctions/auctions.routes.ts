import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuctionIdParams,
  AuctionListResponse,
  AuctionView,
  BidListResponse,
  CreateAuctionRequest,
  ListAuctionsQuery,
  PlaceBidRequest,
  PlaceBidResponse,
  ScrapRequest,
} from '@shared/auctions/auction.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import {
  auctionableDonations,
  createAuction,
  endAuction,
  listAuctions,
  startAuction,
} from './auctions.service';
import { listBids, placeBid } from './bids.service';
import { sendForScrap } from './auction-scrap.service';

const EligibleDonations = z.object({
  donations: z.array(
    z.object({
      id: z.number(),
      year: z.number(),
      make: z.string(),
      model: z.string(),
      city: z.string(),
      province: z.string(),
    }),
  ),
});

/** Auctions and bids: dealers (and admins, who look) read and bid; admins create, start and end. */
export const auctionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const dealer = { access: 'dealer' as const };
    const admin = { access: 'admin' as const };

    r.get(
      '/api/auctions',
      { config: dealer, schema: { querystring: ListAuctionsQuery, response: { 200: AuctionListResponse } } },
      async (req) => listAuctions(ctx, { actor: requireUser(await req.currentUser()), ...req.query }),
    );
    r.get(
      '/api/auctions/:id/bids',
      { config: dealer, schema: { params: AuctionIdParams, response: { 200: BidListResponse } } },
      async (req) => listBids(ctx, { auctionId: req.params.id, actor: requireUser(await req.currentUser()) }),
    );
    r.post(
      '/api/bids',
      { config: dealer, schema: { body: PlaceBidRequest, response: { 201: PlaceBidResponse } } },
      async (req, reply) => {
        const result = await placeBid(ctx, {
          auctionId: req.body.auctionId,
          amountCents: req.body.bidAmount,
          notes: req.body.notes,
          locale: req.locale,
          actor: requireUser(await req.currentUser()),
        });
        return reply.code(201).send(result);
      },
    );

    r.get(
      '/api/admin/auctions/eligible-donations',
      { config: admin, schema: { response: { 200: EligibleDonations } } },
      async () => ({ donations: await auctionableDonations(ctx) }),
    );
    r.post(
      '/api/auctions',
      { config: admin, schema: { body: CreateAuctionRequest, response: { 201: AuctionView } } },
      async (req, reply) => {
        const b = req.body;
        const view = await createAuction(ctx, {
          input: {
            donationId: b.donationId,
            startDate: b.startDate,
            endDate: b.endDate,
            minimumBid: b.minimumBid,
            reservePrice: b.reservePrice,
            vehicleLocation: b.vehicleLocation,
            pickupInstructions: b.pickupInstructions,
            notes: b.notes,
          },
          actor: requireUser(await req.currentUser()),
        });
        return reply.code(201).send(view);
      },
    );
    r.patch(
      '/api/auctions/:id/start',
      { config: admin, schema: { params: AuctionIdParams, response: { 200: AuctionView } } },
      async (req) => startAuction(ctx, { id: req.params.id, actor: requireUser(await req.currentUser()) }),
    );
    r.patch(
      '/api/auctions/:id/end',
      {
        config: admin,
        // The spec's client may send winningDealerId; the winner is decided by the bids, never by the caller.
        schema: {
          params: AuctionIdParams,
          body: z.object({ winningDealerId: z.unknown().optional() }).nullish(),
          response: { 200: AuctionView },
        },
      },
      async (req) => endAuction(ctx, { id: req.params.id, actor: requireUser(await req.currentUser()) }),
    );
    r.patch(
      '/api/auctions/:id/scrap',
      {
        config: admin,
        schema: { params: AuctionIdParams, body: ScrapRequest, response: { 200: AuctionView } },
      },
      async (req) =>
        sendForScrap(ctx, {
          id: req.params.id,
          amountCents: req.body.scrapValue,
          actor: requireUser(await req.currentUser()),
        }),
    );
  };
