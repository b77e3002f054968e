import { auctionOutcome, requiredBidCents } from '@shared/auctions/bidding';
import type { AuctionStatus, AuctionView, BidView } from '@shared/auctions/auction.schemas';
import { centsToNumber, toCents } from '@shared/money';
import { photoUrl } from '../donation-photos/photos.service';
import type { AuctionRow } from './auctions.repo';

/** Who is looking: an admin sees the reserve and the winner's name; a dealer sees neither. */
export interface Viewer {
  isAdmin: boolean;
  dealerId: number | null;
}

const cents = (v: string | null | undefined) => (v == null ? null : (toCents(v) ?? 0));

export function toAuctionView(row: AuctionRow, viewer: Viewer): AuctionView {
  const a = row.auction;
  const high = cents(a.currentHighBid) ?? 0;
  const minimum = cents(a.minimumBid) ?? 0;
  const reserve = cents(a.reservePrice);
  const required = requiredBidCents(high, minimum, row.bidCount);
  let outcome: AuctionView['outcome'] = null;
  if (a.status === 'completed') {
    outcome = auctionOutcome(
      row.bidCount > 0 && row.leaderDealerId !== null
        ? { id: 0, dealerId: row.leaderDealerId, amountCents: high }
        : null,
      reserve,
    ).kind;
  }
  return {
    id: a.id,
    donationId: a.donationId,
    status: a.status as AuctionStatus,
    startDate: a.startDate.toISOString(),
    endDate: a.endDate.toISOString(),
    minimumBid: centsToNumber(minimum),
    currentHighBid: centsToNumber(high),
    requiredBid: centsToNumber(required),
    bidCount: row.bidCount,
    ...(viewer.isAdmin ? { reservePrice: reserve === null ? null : centsToNumber(reserve) } : {}),
    // Dealers learn whether the reserve is met, never its amount.
    reserveMet: reserve === null ? null : row.bidCount > 0 && high >= reserve,
    vehicleLocation: a.vehicleLocation,
    pickupInstructions: a.pickupInstructions,
    notes: a.notes,
    vehicle: row.vehicle,
    photos: (row.photos ?? []).map((p) => ({ ...p, url: photoUrl(p.id) })),
    youLead: viewer.dealerId !== null && row.bidCount > 0 && row.leaderDealerId === viewer.dealerId,
    youWon: outcome === 'sold' && viewer.dealerId !== null && a.winningDealerId === viewer.dealerId,
    ...(viewer.isAdmin
      ? {
          winningDealer: row.winningDealerName,
          scrapValue: a.scrapValue === null ? null : centsToNumber(cents(a.scrapValue) ?? 0),
        }
      : {}),
    outcome,
  };
}

export function toBidView(
  bid: {
    id: number;
    dealerId: number;
    bidAmount: string;
    bidDate: Date;
    isWinning: boolean;
    businessName: string;
  },
  viewer: Viewer,
  /** The bidder's number in the auction (auctions.repo.ts bidderNumbers). */
  bidderNumber: number,
): BidView {
  const mine = viewer.dealerId === bid.dealerId;
  return {
    id: bid.id,
    bidAmount: centsToNumber(toCents(bid.bidAmount) ?? 0),
    bidDate: bid.bidDate.toISOString(),
    // A dealer sees "you" or an anonymous bidder; staff see the business.
    bidder: viewer.isAdmin ? bid.businessName : mine ? 'you' : `bidder-${bidderNumber}`,
    mine,
    isWinning: bid.isWinning,
  };
}
