import type { Tx } from '../db/client';
import { autoDealers, dealerBids, vehicleAuctions } from '../db/schema/dealers';
import { daysAgo, daysAhead } from './dates';
import type { SeededDonation } from './donations';
import { SOLD_AUCTION_END_DAYS_AGO, SOLD_AUCTION_PRICE } from './donations-late';

/** The live auction runs 7 days (public-site.md §9 default) and opened when the van was listed. */
const AUCTION_DAYS = 7;
const ACTIVE_AUCTION_OPENED_DAYS_AGO = 2.1;

/**
 * The approved dealer behind the demo `dealer` account, the auction running now on the van in
 * processing (two bids from this dealer, minimum $500) and the closed auction that sold the valued
 * Civic. Licence numbers are demo values; the GST/HST number's 9 digits pass the Luhn check.
 */
export async function seedDealers(
  tx: Tx,
  options: { now: Date; dealerUserId: string | undefined; dealerEmail: string; donations: SeededDonation[] },
): Promise<{ dealerId: number; activeAuctionId: number }> {
  const { now } = options;
  const [dealer] = await tx
    .insert(autoDealers)
    .values({
      userId: options.dealerUserId ?? null,
      businessName: 'Northway Auto Sales Ltd.',
      contactName: 'Raj Patel',
      email: options.dealerEmail,
      phone: '+19055550102',
      address: '2150 Steeles Avenue East',
      city: 'Brampton',
      province: 'ON',
      postalCode: 'L6T 1A7',
      businessLicense: 'BL-2019-04417',
      dealerLicense: 'OMVIC 5048213',
      gstNumber: '814250676RT0001',
      specialties: ['Domestic Vehicles', 'Import Vehicles', 'Trucks & SUVs', 'Salvage & Parts'],
      operatingRadius: 150,
      operatingHours: 'Mon-Fri 8am-6pm, Sat 9am-3pm',
      isActive: true,
      isVerified: true,
      verificationStatus: 'verified',
      verificationDate: daysAgo(now, 90),
      // Three bids below, one of which won the closed auction.
      totalBids: 3,
      successfulBids: 1,
      notes: 'Licence checked with OMVIC; approved for dealer auctions.',
      createdAt: daysAgo(now, 95),
    })
    .returning({ id: autoDealers.id });
  if (!dealer) throw new Error('demo dealer was not inserted');

  const onAuction = options.donations.find((d) => d.auction === 'active');
  const sold = options.donations.find((d) => d.auction === 'sold');
  if (!onAuction || !sold) throw new Error('demo donations for the auctions are missing');

  const opened = daysAgo(now, ACTIVE_AUCTION_OPENED_DAYS_AGO);
  const [active] = await tx
    .insert(vehicleAuctions)
    .values({
      donationId: onAuction.id,
      startDate: opened,
      endDate: daysAhead(opened, AUCTION_DAYS),
      minimumBid: '500.00',
      reservePrice: '1500.00',
      currentHighBid: '1250.00',
      status: 'active',
      auctionType: 'open',
      vehicleLocation: `${onAuction.city}, ${onAuction.province}`,
      pickupInstructions:
        'At Golden Horseshoe Towing yard, 1180 Burlington Street East; call ahead. Buyer arranges transport.',
      notes: 'Runs and drives; sliding door does not open from inside; repaired front bumper.',
      createdAt: opened,
    })
    .returning({ id: vehicleAuctions.id });
  if (!active) throw new Error('demo auction was not inserted');
  await tx.insert(dealerBids).values([
    {
      auctionId: active.id,
      dealerId: dealer.id,
      bidAmount: '900.00',
      bidDate: daysAgo(now, 1.8),
      createdAt: daysAgo(now, 1.8),
    },
    {
      auctionId: active.id,
      dealerId: dealer.id,
      bidAmount: '1250.00',
      bidDate: daysAgo(now, 0.6),
      notes: 'Can collect within two days of closing.',
      createdAt: daysAgo(now, 0.6),
    },
  ]);

  const closed = daysAgo(now, SOLD_AUCTION_END_DAYS_AGO);
  const [done] = await tx
    .insert(vehicleAuctions)
    .values({
      donationId: sold.id,
      startDate: daysAgo(closed, AUCTION_DAYS),
      endDate: closed,
      minimumBid: '500.00',
      currentHighBid: SOLD_AUCTION_PRICE,
      winningDealerId: dealer.id,
      status: 'completed',
      auctionType: 'open',
      vehicleLocation: `${sold.city}, ${sold.province}`,
      pickupInstructions: 'Collected from Peel Towing & Recovery.',
      createdAt: daysAgo(closed, AUCTION_DAYS),
    })
    .returning({ id: vehicleAuctions.id });
  if (!done) throw new Error('demo closed auction was not inserted');
  const wonAt = daysAgo(closed, 1);
  await tx.insert(dealerBids).values({
    auctionId: done.id,
    dealerId: dealer.id,
    bidAmount: SOLD_AUCTION_PRICE,
    bidDate: wonAt,
    isWinning: true,
    createdAt: wonAt,
  });

  return { dealerId: dealer.id, activeAuctionId: active.id };
}
