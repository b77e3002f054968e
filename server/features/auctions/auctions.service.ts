import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { CLOSED_SHOWN_DAYS, DEFAULT_AUCTION_DAYS, DEFAULT_MINIMUM_BID_CENTS } from '@shared/auctions/bidding';
import type { AuctionListResponse, AuctionStatus, AuctionView } from '@shared/auctions/auction.schemas';
import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import { centsToDecimal } from '@shared/money';
import { vehicleAuctions } from '../../db/schema/dealers';
import { donations } from '../../db/schema/donations';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { recordStatusChange } from '../donations/donation-status.repo';
import { lockDonation } from '../donations/donations.repo';
import { closeAuction } from './auction-close.service';
import { toAuctionView } from './auction-views';
import { auctionCounts, findAuctionRow, listAuctionRows, lockAuction } from './auctions.repo';
import { viewerOf } from './bids.service';

/**
 * Dealers see live and upcoming auctions, those closed in the last CLOSED_SHOWN_DAYS with their outcome,
 * and every vehicle they won (with its pickup instructions); admins see every status, filtered as they ask.
 */
export async function listAuctions(
  ctx: AppContext,
  opts: { actor: SessionUser; status?: AuctionStatus; search?: string; now?: Date },
): Promise<AuctionListResponse> {
  const viewer = await viewerOf(ctx, opts.actor);
  const allowed: AuctionStatus[] = viewer.isAdmin
    ? ['pending', 'active', 'completed', 'cancelled']
    : ['active', 'pending', 'completed'];
  const statuses = opts.status ? allowed.filter((s) => s === opts.status) : allowed;
  const closed = viewer.isAdmin
    ? undefined
    : {
        since: new Date((opts.now ?? new Date()).getTime() - CLOSED_SHOWN_DAYS * 86_400_000),
        wonBy: viewer.dealerId,
      };
  const rows = statuses.length
    ? await listAuctionRows(ctx.db, { statuses, search: opts.search, closed })
    : [];
  return {
    auctions: rows.map((r) => toAuctionView(r, viewer)),
    stats: await auctionCounts(ctx.db),
    serverTime: new Date().toISOString(),
  };
}

export interface CreateAuctionInput {
  donationId: number;
  startDate?: Date;
  endDate?: Date;
  minimumBid?: number;
  reservePrice?: number;
  vehicleLocation: string;
  pickupInstructions?: string;
  notes?: string;
}

/** A pending auction for a picked-up donation with no live auction (back-office.md §5; issue 13). */
export async function createAuction(
  ctx: AppContext,
  opts: { input: CreateAuctionInput; actor: SessionUser; now?: Date },
): Promise<AuctionView> {
  const now = opts.now ?? new Date();
  const i = opts.input;
  const start = i.startDate ?? now;
  const end = i.endDate ?? new Date(start.getTime() + DEFAULT_AUCTION_DAYS * 86_400_000);
  if (end <= start) throw validationError({ endDate: 'auctions:validation.endBeforeStart' });
  if (end <= now) throw validationError({ endDate: 'auctions:validation.endInPast' });
  const minimum = i.minimumBid ?? DEFAULT_MINIMUM_BID_CENTS;
  if (i.reservePrice !== undefined && i.reservePrice < minimum)
    throw validationError({ reservePrice: 'auctions:validation.reserveBelowMinimum' });

  const id = await ctx.db.transaction(async (tx) => {
    const donation = await lockDonation(tx, i.donationId);
    if (!donation) throw validationError({ donationId: 'auctions:validation.donationNotFound' });
    if (!['picked_up', 'processing'].includes(donation.status))
      throw validationError({ donationId: 'auctions:validation.donationNotPickedUp' });
    const [live] = await tx
      .select({ id: vehicleAuctions.id })
      .from(vehicleAuctions)
      .where(and(eq(vehicleAuctions.donationId, donation.id), sql`${vehicleAuctions.status} <> 'cancelled'`));
    if (live) throw new AppError('CONFLICT', 'auctions:errors.alreadyAuctioned', { id: live.id });
    const [row] = await tx
      .insert(vehicleAuctions)
      .values({
        donationId: donation.id,
        startDate: start,
        endDate: end,
        minimumBid: centsToDecimal(minimum),
        reservePrice: i.reservePrice === undefined ? null : centsToDecimal(i.reservePrice),
        vehicleLocation: i.vehicleLocation,
        pickupInstructions: i.pickupInstructions ?? null,
        notes: i.notes ?? null,
        status: 'pending',
      })
      .returning({ id: vehicleAuctions.id });
    await audit(tx, {
      actor: opts.actor,
      action: 'auction.create',
      entityType: 'auction',
      entityId: row!.id,
      details: { donationId: donation.id, minimumBid: centsToDecimal(minimum) },
    });
    return row!.id;
  });
  return toAuctionView((await findAuctionRow(ctx.db, id))!, { isAdmin: true, dealerId: null });
}

/** Donations an auction can be created for: picked up (or in processing) with no live auction. */
export async function auctionableDonations(ctx: AppContext) {
  return ctx.db
    .select({
      id: donations.id,
      year: donations.year,
      make: donations.make,
      model: donations.model,
      city: donations.city,
      province: donations.province,
    })
    .from(donations)
    .where(
      and(
        inArray(donations.status, ['picked_up', 'processing']),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(vehicleAuctions)
            .where(
              and(
                eq(vehicleAuctions.donationId, donations.id),
                sql`${vehicleAuctions.status} <> 'cancelled'`,
              ),
            ),
        ),
      ),
    )
    .orderBy(donations.id)
    .limit(200);
}

/** Starts a pending auction now; the donation moves to processing ("at auction"). 409 unless pending. */
export async function startAuction(ctx: AppContext, opts: { id: number; actor: SessionUser; now?: Date }) {
  const now = opts.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, opts.id);
    if (!auction) throw notFound('auctions:errors.auctionNotFound');
    if (auction.status !== 'pending') throw new AppError('CONFLICT', 'auctions:errors.startOnlyPending');
    if (auction.endDate <= now) throw new AppError('CONFLICT', 'auctions:errors.endPassed');
    await tx
      .update(vehicleAuctions)
      .set({ status: 'active', startDate: now, updatedAt: now })
      .where(eq(vehicleAuctions.id, auction.id));
    const donation = await lockDonation(tx, auction.donationId);
    if (donation?.status === 'picked_up') {
      const from = donation.status as DonationStatus;
      const verdict = checkTransition({ from, to: 'processing', role: 'admin', hasFinalValue: false });
      if (verdict.ok) {
        await recordStatusChange(tx, {
          donationId: donation.id,
          from,
          to: 'processing',
          actor: opts.actor,
          note: `Auction #${auction.id}`,
        });
      }
    }
    await audit(tx, {
      actor: opts.actor,
      action: 'auction.start',
      entityType: 'auction',
      entityId: auction.id,
    });
  });
  return toAuctionView((await findAuctionRow(ctx.db, opts.id))!, { isAdmin: true, dealerId: null });
}

/** Ends an active auction now with the same rules as the scheduled close. 409 unless active. */
export async function endAuction(ctx: AppContext, opts: { id: number; actor: SessionUser; now?: Date }) {
  const now = opts.now ?? new Date();
  await ctx.db.transaction((tx) =>
    closeAuction(ctx, tx, { auctionId: opts.id, actor: opts.actor, now, early: true }),
  );
  return toAuctionView((await findAuctionRow(ctx.db, opts.id))!, { isAdmin: true, dealerId: null });
}
