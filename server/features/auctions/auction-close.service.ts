import { and, eq, lte, sql } from 'drizzle-orm';
import { auctionOutcome, type AuctionOutcome } from '@shared/auctions/bidding';
import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import { centsToDecimal, formatCents, toCents } from '@shared/money';
import type { Tx } from '../../db/client';
import { auctionNotifications, autoDealers, dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { toLocale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { todayInCanada } from '@shared/canada-date';
import { recordStatusChange } from '../donations/donation-status.repo';
import { lockDonation } from '../donations/donations.repo';
import { recordSettlement } from '../payouts/settlement.service';
import { notifyBidder, notifyDonorOfSale } from './auction-emails';
import { biddersOf, highestBid, lockAuction } from './auctions.repo';

export interface CloseOptions {
  auctionId: number;
  /** null when the scheduled close does it. */
  actor: SessionUser | null;
  now: Date;
  /** An admin's End: closes now, whatever the end time. The scheduled close waits for the end time. */
  early: boolean;
}

/**
 * Closes one auction on the caller's transaction, with the auction row locked (so no bid slips in):
 * the highest bid at or above the reserve wins; the sale price becomes the donation's valuation
 * evidence ("sold at arm's length", DECISIONS §11) and the donation moves to valued; bidders and
 * the donor are told. Returns null when there is nothing to close (already closed, or extended).
 */
export async function closeAuction(ctx: AppContext, tx: Tx, o: CloseOptions): Promise<AuctionOutcome | null> {
  const auction = await lockAuction(tx, o.auctionId);
  if (!auction) throw notFound('auctions:errors.auctionNotFound');
  if (auction.status !== 'active') {
    if (o.early) throw new AppError('CONFLICT', 'auctions:errors.endOnlyActive');
    return null;
  }
  // A bid in the last minutes may have pushed the end back since the job picked this auction.
  if (!o.early && auction.endDate > o.now) return null;

  const top = await highestBid(tx, auction.id);
  const outcome = auctionOutcome(
    top ? { id: top.id, dealerId: top.dealerId, amountCents: toCents(top.bidAmount) ?? 0 } : null,
    toCents(auction.reservePrice ?? '') ?? null,
  );
  await tx
    .update(vehicleAuctions)
    .set({
      status: 'completed',
      winningDealerId: outcome.kind === 'sold' ? outcome.dealerId : null,
      endDate: o.early && auction.endDate > o.now ? o.now : auction.endDate,
      updatedAt: o.now,
    })
    .where(eq(vehicleAuctions.id, auction.id));
  await tx
    .update(dealerBids)
    .set({ isWinning: sql`${dealerBids.id} = ${outcome.kind === 'sold' ? outcome.bidId : -1}` })
    .where(eq(dealerBids.auctionId, auction.id));

  if (outcome.kind === 'sold') {
    await tx
      .update(autoDealers)
      .set({ successfulBids: sql`${autoDealers.successfulBids} + 1` })
      .where(eq(autoDealers.id, outcome.dealerId));
    await recordSale(ctx, tx, {
      donationId: auction.donationId,
      auctionId: auction.id,
      outcome,
      actor: o.actor,
      now: o.now,
    });
  }

  for (const bidder of await biddersOf(tx, auction.id)) {
    const won = outcome.kind === 'sold' && bidder.dealerId === outcome.dealerId;
    const locale = toLocale(bidder.locale ?? 'en');
    await tx.insert(auctionNotifications).values({
      auctionId: auction.id,
      dealerId: bidder.dealerId,
      notificationType: won ? 'won' : 'closed',
      message: won && outcome.kind === 'sold' ? `won:${formatCents(outcome.amountCents, locale)}` : 'closed',
    });
    await notifyBidder(ctx, tx, {
      auctionId: auction.id,
      dealer: bidder,
      locale,
      won,
      amountCents: won && outcome.kind === 'sold' ? outcome.amountCents : null,
    });
  }
  await audit(tx, {
    actor: o.actor,
    action: o.early ? 'auction.end' : 'auction.close',
    entityType: 'auction',
    entityId: auction.id,
    details: {
      outcome: outcome.kind,
      amount: outcome.kind === 'sold' ? centsToDecimal(outcome.amountCents) : null,
    },
  });
  return outcome;
}

/** The sale price as the donation's valuation evidence; the donation moves to valued when it can. */
async function recordSale(
  ctx: AppContext,
  tx: Tx,
  o: {
    donationId: number;
    auctionId: number;
    outcome: Extract<AuctionOutcome, { kind: 'sold' }>;
    actor: SessionUser | null;
    now: Date;
  },
) {
  const donation = await lockDonation(tx, o.donationId);
  if (!donation) return;
  // The money side of the sale, in the same transaction (decision 020).
  const settlement = await recordSettlement(ctx, tx, {
    donation,
    auctionId: o.auctionId,
    saleKind: 'auction',
    grossCents: o.outcome.amountCents,
    now: o.now,
    actor: o.actor,
  });
  const from = donation.status as DonationStatus;
  const verdict = checkTransition({
    from,
    to: 'valued',
    role: 'admin',
    hasFinalValue: true,
    receiptDeclined: donation.receiptDeclined,
    note: null,
    viaReceipt: false,
  });
  // Only a vehicle still at the sale stage moves on; a donation staff already valued keeps its value.
  if (!verdict.ok || !['picked_up', 'processing'].includes(from)) return;
  const today = todayInCanada(o.now);
  const amount = centsToDecimal(o.outcome.amountCents);
  await recordStatusChange(tx, {
    donationId: donation.id,
    from,
    to: 'valued',
    actor: o.actor,
    note: `Auction #${o.auctionId}`,
    extra: {
      finalValue: amount,
      valuationDate: today,
      valuationBasis: 'evidence',
      valuationEvidence: `Sold at arm's length at auction #${o.auctionId} on ${today} for $${amount}`,
    },
  });
  await notifyDonorOfSale(ctx, tx, {
    donation: { ...donation, finalValue: amount },
    amountCents: o.outcome.amountCents,
    settlement,
  });
}

/** Auctions past their end time that are still active: what the scheduled close picks up. */
export async function dueAuctionIds(ctx: AppContext, now: Date): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: vehicleAuctions.id })
    .from(vehicleAuctions)
    .where(and(eq(vehicleAuctions.status, 'active'), lte(vehicleAuctions.endDate, now)))
    .limit(100);
  return rows.map((r) => r.id);
}
