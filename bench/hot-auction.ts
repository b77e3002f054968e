import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import type { BidListResponse } from '@shared/auctions/auction.schemas';
import { centsToDecimal } from '@shared/money';
import type { Db } from '../server/db/client';
import { autoDealers, vehicleAuctions } from '../server/db/schema/dealers';
import { donations } from '../server/db/schema/donations';
import { createUser } from '../server/features/users/users.service';

/**
 * Bids per second on one hot auction (issue 13): `dealers` verified dealers bid on one active auction.
 * A bid must beat the current high bid, so each request carries the next amount (one cent more than
 * the request before it); requests that overtake one another on the way in are refused as too low.
 */
export const HOT_DEALER_PASSWORD = 'Bench-Dealer-2026';
export const hotDealerName = (n: number) => `bench-dealer-${n}`;

/** One seeded donation in processing, its active auction (minimum $500), and the dealers' accounts. */
export async function seedHotAuction(db: Db, opts: { dealers: number }): Promise<{ auctionId: number }> {
  const [donation] = await db
    .update(donations)
    .set({ status: 'processing' })
    .where(eq(donations.id, sql`(select min(id) from ${donations})`))
    .returning({ id: donations.id });
  if (!donation) throw new Error('hot auction: no seeded donation');
  for (let n = 1; n <= opts.dealers; n++) {
    const name = hotDealerName(n);
    const user = await createUser(db, {
      username: name,
      email: `${name}@example.test`,
      password: HOT_DEALER_PASSWORD,
      role: 'dealer',
      firstName: 'Bench',
      lastName: `Dealer ${n}`,
    });
    await db.insert(autoDealers).values({
      userId: user.id,
      businessName: `Bench Motors ${n}`,
      contactName: `Bench Dealer ${n}`,
      email: `${name}@dealers.example.test`,
      phone: '+16135550123',
      address: '1 Bench Street',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      dealerLicense: `OMVIC BENCH-${n}`,
      isVerified: true,
      isActive: true,
      verificationStatus: 'verified',
    });
  }
  const now = Date.now();
  const [auction] = await db
    .insert(vehicleAuctions)
    .values({
      donationId: donation.id,
      startDate: new Date(now - 3_600_000),
      endDate: new Date(now + 86_400_000),
      minimumBid: '500.00',
      status: 'active',
      vehicleLocation: 'Ottawa, ON',
    })
    .returning({ id: vehicleAuctions.id });
  return { auctionId: auction!.id };
}

/**
 * Fires `POST /api/bids` for `duration` seconds, each request signed in as the next dealer in turn and
 * bidding one cent above the request before it. Accepted = 201; refused = anything else, by status.
 * Throws when the auction's stored bid count does not match the accepted count.
 */
export async function measureHotAuction(
  url: string,
  opts: { auctionId: number; cookies: string[]; connections: number; duration: number },
) {
  let sent = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${url}/api/bids`,
    method: 'POST',
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        setupRequest: (req) => {
          sent++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              cookie: opts.cookies[sent % opts.cookies.length]!,
            },
            body: JSON.stringify({ auctionId: opts.auctionId, bidAmount: centsToDecimal(50_000 + sent) }),
          };
        },
        onResponse: (status) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  const accepted = statuses.get(201) ?? 0;
  const refused = [...statuses].filter(([s]) => s !== 201).reduce((sum, [, n]) => sum + n, 0);
  const refusedBy = [...statuses]
    .filter(([s]) => s !== 201)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  // Every accepted bid is stored once, and no refused one: the auction's count matches, give or take
  // the requests still on their way when the run stopped (at most one per connection).
  const res = await fetch(`${url}/api/auctions/${opts.auctionId}/bids`, {
    headers: { cookie: opts.cookies[0]! },
  });
  const { auction } = (await res.json()) as BidListResponse;
  if (auction.bidCount < accepted || auction.bidCount > accepted + opts.connections)
    throw new Error(`hot auction: ${accepted} bids accepted but ${auction.bidCount} stored`);
  return {
    acceptedPerSecond: Math.round(accepted / result.duration),
    refusedPerSecond: Math.round(refused / result.duration),
    refusedBy: refusedBy || '-',
    p99: result.latency.p99,
  };
}
