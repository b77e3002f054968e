import { and, eq, sql } from 'drizzle-orm';
import { endAfterBid, LATEST_BIDS_SHOWN, requiredBidCents } from '@shared/auctions/bidding';
import type { BidListResponse, PlaceBidResponse } from '@shared/auctions/auction.schemas';
import { centsToDecimal, formatCents, toCents } from '@shared/money';
import { can } from '@shared/record-access';
import type { Tx } from '../../db/client';
import { autoDealers, auctionNotifications, dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { toLocale, type Locale } from '../../platform/i18n';
import { notifyOutbid } from './auction-emails';
import { toAuctionView, toBidView, type Viewer } from './auction-views';
import {
  findAuctionRow,
  findDealer,
  findDealerByUser,
  bidderNumbers,
  latestBids,
  lockAuction,
  lockDealerOfUser,
} from './auctions.repo';

/** The dealer record behind a signed-in user, or null for an admin (who may look but not bid). */
export async function viewerOf(ctx: AppContext, actor: SessionUser): Promise<Viewer> {
  if (actor.role === 'admin') return { isAdmin: true, dealerId: null };
  const found = await findDealerByUser(ctx.db, actor.id);
  return { isAdmin: false, dealerId: found?.dealer.id ?? null };
}

/**
 * The dealer a bid is placed as, checked and locked inside the bid's transaction (after the auction's
 * row): a revocation (which locks the same row, dealers.service) either commits first and this bid
 * sees the dealer rejected, or waits until this bid has committed. So no bid dated after the
 * revocation's answer is accepted (DECISIONS §4, §11; decision 011).
 */
async function lockBiddingDealer(tx: Tx, actor: SessionUser) {
  const dealer = await lockDealerOfUser(tx, actor.id);
  if (!dealer) throw forbidden('auctions:errors.noDealerRecord');
  // Found by its user id, so dealer.userId is the actor's.
  if (!can({ userId: actor.id, role: actor.role }, 'bid.place', { ...dealer, userId: actor.id }))
    throw forbidden('auctions:errors.dealerNotVerified');
  return dealer;
}

export interface PlaceBidOptions {
  auctionId: number;
  amountCents: number;
  notes?: string;
  actor: SessionUser;
  /** The request's language, for the amounts in its messages. */
  locale: Locale;
  now?: () => Date;
}

/**
 * Places a bid as the signed-in dealer. The auction row is locked for the whole check-and-write,
 * so bids on one auction (and its close) run one at a time: every accepted bid is above the one
 * before it, and a bid that arrives after the close or past the end is refused.
 */
export async function placeBid(ctx: AppContext, opts: PlaceBidOptions): Promise<PlaceBidResponse> {
  if (opts.actor.role !== 'dealer') throw forbidden('auctions:errors.dealersOnly');
  const now = opts.now ?? (() => new Date());
  const result = await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, opts.auctionId);
    if (!auction) throw notFound('auctions:errors.auctionNotFound');
    const dealer = await lockBiddingDealer(tx, opts.actor);
    const at = now();
    if (auction.status !== 'active' || auction.startDate > at) {
      throw new AppError('CONFLICT', 'auctions:errors.notOpen');
    }
    if (auction.endDate <= at) throw new AppError('CONFLICT', 'auctions:errors.ended');

    const [{ n: bidCount } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(dealerBids)
      .where(eq(dealerBids.auctionId, auction.id));
    const high = toCents(auction.currentHighBid) ?? 0;
    const required = requiredBidCents(high, toCents(auction.minimumBid) ?? 0, bidCount);
    if (opts.amountCents < required) {
      throw new AppError(
        'VALIDATION',
        'auctions:errors.bidTooLow',
        { amount: formatCents(required, opts.locale) },
        { bidAmount: 'auctions:errors.bidTooLow' },
      );
    }

    // The previous leader, to tell them they were outbid (not when a dealer raises its own bid).
    const [previous] = await tx
      .select({ id: dealerBids.id, dealerId: dealerBids.dealerId })
      .from(dealerBids)
      .where(and(eq(dealerBids.auctionId, auction.id), eq(dealerBids.isWinning, true)));

    await tx
      .update(dealerBids)
      .set({ isWinning: false })
      .where(and(eq(dealerBids.auctionId, auction.id), eq(dealerBids.isWinning, true)));
    const [bid] = await tx
      .insert(dealerBids)
      .values({
        auctionId: auction.id,
        dealerId: dealer.id,
        bidAmount: centsToDecimal(opts.amountCents),
        bidDate: at,
        isWinning: true,
        notes: opts.notes ?? null,
      })
      .returning();
    const newEnd = endAfterBid(auction.endDate, at);
    const extended = newEnd.getTime() !== auction.endDate.getTime();
    await tx
      .update(vehicleAuctions)
      .set({ currentHighBid: centsToDecimal(opts.amountCents), endDate: newEnd, updatedAt: at })
      .where(eq(vehicleAuctions.id, auction.id));
    await tx
      .update(autoDealers)
      .set({ totalBids: sql`${autoDealers.totalBids} + 1` })
      .where(eq(autoDealers.id, dealer.id));

    if (previous && previous.dealerId !== dealer.id) {
      const outbid = await findDealer(tx, previous.dealerId);
      if (outbid) {
        const locale = toLocale(outbid.locale ?? 'en');
        await tx.insert(auctionNotifications).values({
          auctionId: auction.id,
          dealerId: previous.dealerId,
          notificationType: 'outbid',
          message: `outbid:${formatCents(opts.amountCents, locale)}`,
        });
        await notifyOutbid(ctx, tx, {
          auctionId: auction.id,
          dealer: outbid.dealer,
          locale,
          amountCents: opts.amountCents,
        });
      }
    }
    const row = await findAuctionRow(tx, auction.id);
    return { bid: bid!, row: row!, extended, dealer };
  });
  const viewer: Viewer = { isAdmin: false, dealerId: result.dealer.id };
  return {
    bid: toBidView({ ...result.bid, businessName: result.dealer.businessName }, viewer, 0),
    auction: toAuctionView(result.row, viewer),
    extended: result.extended,
  };
}

/** The latest bids of an auction (highest first) with the auction's live state. */
export async function listBids(
  ctx: AppContext,
  opts: { auctionId: number; actor: SessionUser },
): Promise<BidListResponse> {
  const viewer = await viewerOf(ctx, opts.actor);
  const row = await findAuctionRow(ctx.db, opts.auctionId);
  if (!row) throw notFound('auctions:errors.auctionNotFound');
  if (!viewer.isAdmin && !['active', 'pending'].includes(row.auction.status) && viewer.dealerId === null)
    throw forbidden();
  const [bids, numbers] = await Promise.all([
    latestBids(ctx.db, opts.auctionId, LATEST_BIDS_SHOWN),
    bidderNumbers(ctx.db, opts.auctionId),
  ]);
  return {
    // One number per dealer per auction, the same for every viewer and kept as others join.
    bids: bids.map((b) => toBidView(b, viewer, numbers.get(b.dealerId) ?? 0)),
    auction: toAuctionView(row, viewer),
  };
}
