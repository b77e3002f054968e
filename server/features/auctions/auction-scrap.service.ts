import { eq } from 'drizzle-orm';
import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import { todayInCanada } from '@shared/canada-date';
import { centsToDecimal } from '@shared/money';
import { vehicleAuctions } from '../../db/schema/dealers';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { recordStatusChange } from '../donations/donation-status.repo';
import { lockDonation } from '../donations/donations.repo';
import { recordSettlement } from '../payouts/settlement.service';
import { notifyDonorOfScrap } from './auction-emails';
import { toAuctionView } from './auction-views';
import { findAuctionRow, lockAuction } from './auctions.repo';

/**
 * An auction that closed unsold (no bid, or under the reserve): staff send the vehicle for scrap and
 * record what the scrap sale brought. That amount becomes the donation's valuation evidence, the
 * donation moves to valued, and the donor is told in their language (DECISIONS §2, §11).
 */
export async function sendForScrap(
  ctx: AppContext,
  opts: { id: number; amountCents: number; actor: SessionUser; now?: Date },
) {
  const now = opts.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, opts.id);
    if (!auction) throw notFound('auctions:errors.auctionNotFound');
    if (auction.status !== 'completed' || auction.winningDealerId !== null || auction.scrappedAt !== null)
      throw new AppError('CONFLICT', 'auctions:errors.scrapOnlyUnsold');
    const donation = await lockDonation(tx, auction.donationId);
    const from = donation?.status as DonationStatus | undefined;
    if (!donation || !from || !['picked_up', 'processing'].includes(from))
      throw new AppError('CONFLICT', 'auctions:errors.donationNotAtSale');
    const verdict = checkTransition({ from, to: 'valued', role: 'admin', hasFinalValue: true });
    if (!verdict.ok) throw new AppError('ILLEGAL_TRANSITION', verdict.messageKey, verdict.params);

    const amount = centsToDecimal(opts.amountCents);
    const today = todayInCanada(now);
    await tx
      .update(vehicleAuctions)
      .set({ scrapValue: amount, scrappedAt: now, updatedAt: now })
      .where(eq(vehicleAuctions.id, auction.id));
    await recordStatusChange(tx, {
      donationId: donation.id,
      from,
      to: 'valued',
      actor: opts.actor,
      note: `Auction #${auction.id}: sent for scrap`,
      extra: {
        finalValue: amount,
        valuationDate: today,
        valuationBasis: 'evidence',
        valuationEvidence: `Sold for scrap on ${today} for $${amount} after auction #${auction.id} closed unsold`,
      },
    });
    const settlement = await recordSettlement(ctx, tx, {
      donation,
      auctionId: auction.id,
      saleKind: 'scrap',
      grossCents: opts.amountCents,
      now,
      actor: opts.actor,
    });
    await notifyDonorOfScrap(ctx, tx, { donation, amountCents: opts.amountCents, settlement });
    await audit(tx, {
      actor: opts.actor,
      action: 'auction.scrap',
      entityType: 'auction',
      entityId: auction.id,
      details: { scrapValue: amount },
    });
  });
  return toAuctionView((await findAuctionRow(ctx.db, opts.id))!, { isAdmin: true, dealerId: null });
}
