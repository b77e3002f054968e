import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { autoDealers, dealerBids, vehicleAuctions } from '../../db/schema/dealers';

/** Every auction of a donation (cancelled ones too: their bids were real offers), oldest first. */
export function auctionsOfDonation(db: DbOrTx, donationId: number) {
  return db
    .select({
      id: vehicleAuctions.id,
      status: vehicleAuctions.status,
      endDate: vehicleAuctions.endDate,
      winningDealerId: vehicleAuctions.winningDealerId,
      scrapValue: vehicleAuctions.scrapValue,
      scrappedAt: vehicleAuctions.scrappedAt,
    })
    .from(vehicleAuctions)
    .where(eq(vehicleAuctions.donationId, donationId))
    .orderBy(vehicleAuctions.id);
}

/** Each dealer's highest bid at each auction of the donation, with the dealer's name and e-mail. */
export function highestBidsOfDonation(db: DbOrTx, donationId: number) {
  return db
    .selectDistinctOn([dealerBids.auctionId, dealerBids.dealerId], {
      bidId: dealerBids.id,
      auctionId: dealerBids.auctionId,
      dealerId: dealerBids.dealerId,
      amount: dealerBids.bidAmount,
      bidDate: dealerBids.bidDate,
      dealerName: autoDealers.businessName,
      dealerEmail: autoDealers.email,
    })
    .from(dealerBids)
    .innerJoin(vehicleAuctions, eq(vehicleAuctions.id, dealerBids.auctionId))
    .innerJoin(autoDealers, eq(autoDealers.id, dealerBids.dealerId))
    .where(eq(vehicleAuctions.donationId, donationId))
    .orderBy(dealerBids.auctionId, dealerBids.dealerId, desc(dealerBids.bidAmount), dealerBids.id);
}
