import { and, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { autoDealers, dealerBids, vehicleAuctions, type VehicleAuction } from '../../db/schema/dealers';
import { donationPhotos } from '../../db/schema/donation-photos';
import { donations } from '../../db/schema/donations';
import { users } from '../../db/schema/auth';

/** An auction with the facts of its vehicle, its bid count and the dealer holding the high bid. */
export interface AuctionRow {
  auction: VehicleAuction;
  vehicle: {
    year: number;
    make: string;
    model: string;
    trim: string | null;
    mileage: number | null;
    condition: string;
    vehicleType: string;
    hasAccidents: boolean;
    province: string;
  };
  bidCount: number;
  leaderDealerId: number | null;
  winningDealerName: string | null;
  /** The vehicle's photos in display order (donation_photos). */
  photos: { id: number; width: number; height: number }[];
}

const bidCount = sql<number>`(select count(*)::int from ${dealerBids} where ${dealerBids.auctionId} = ${vehicleAuctions.id})`;
const leader = sql<
  number | null
>`(select ${dealerBids.dealerId} from ${dealerBids} where ${dealerBids.auctionId} = ${vehicleAuctions.id} order by ${dealerBids.bidAmount} desc, ${dealerBids.id} asc limit 1)`;

// One array per auction in the same query: the list's query count does not grow with its length.
const photos = sql<
  { id: number; width: number; height: number }[]
>`coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height) order by p.position, p.id) from ${donationPhotos} p where p.donation_id = ${vehicleAuctions.donationId}), '[]'::json)`;

function selectAuctions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      auction: vehicleAuctions,
      vehicle: {
        year: donations.year,
        make: donations.make,
        model: donations.model,
        trim: donations.trim,
        mileage: donations.mileage,
        condition: donations.condition,
        vehicleType: donations.vehicleType,
        hasAccidents: donations.hasAccidents,
        province: donations.province,
      },
      bidCount,
      leaderDealerId: leader,
      winningDealerName: autoDealers.businessName,
      photos,
    })
    .from(vehicleAuctions)
    .innerJoin(donations, eq(donations.id, vehicleAuctions.donationId))
    .leftJoin(autoDealers, eq(autoDealers.id, vehicleAuctions.winningDealerId))
    .where(where);
}

export async function listAuctionRows(
  db: DbOrTx,
  filter: {
    statuses?: string[];
    search?: string;
    /** Completed auctions only if they ended since `since` or `wonBy` won them (a dealer's view). */
    closed?: { since: Date; wonBy: number | null };
  },
): Promise<AuctionRow[]> {
  const conditions: SQL[] = [];
  if (filter.statuses?.length) conditions.push(inArray(vehicleAuctions.status, filter.statuses));
  if (filter.closed) {
    const { since, wonBy } = filter.closed;
    conditions.push(
      or(
        ne(vehicleAuctions.status, 'completed'),
        gte(vehicleAuctions.endDate, since),
        wonBy === null ? undefined : eq(vehicleAuctions.winningDealerId, wonBy),
      )!,
    );
  }
  if (filter.search) {
    const like = `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(donations.make, like),
        ilike(donations.model, like),
        ilike(vehicleAuctions.vehicleLocation, like),
        sql`${vehicleAuctions.id}::text = ${filter.search}`,
      )!,
    );
  }
  const rows = await selectAuctions(db, conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`case ${vehicleAuctions.status} when 'active' then 0 when 'pending' then 1 else 2 end`,
      vehicleAuctions.endDate,
    )
    .limit(200);
  return rows as AuctionRow[];
}

export async function findAuctionRow(db: DbOrTx, id: number): Promise<AuctionRow | null> {
  const [row] = await selectAuctions(db, eq(vehicleAuctions.id, id));
  return (row as AuctionRow | undefined) ?? null;
}

export async function auctionCounts(db: DbOrTx) {
  const rows = await db
    .select({ status: vehicleAuctions.status, n: sql<number>`count(*)::int` })
    .from(vehicleAuctions)
    .groupBy(vehicleAuctions.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    total: rows.reduce((s, r) => s + r.n, 0),
    active: by.active ?? 0,
    pending: by.pending ?? 0,
    completed: by.completed ?? 0,
  };
}

/** Locks the auction row: bids and the close on one auction run one after another. */
export async function lockAuction(tx: DbOrTx, id: number): Promise<VehicleAuction | null> {
  const [row] = await tx.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, id)).for('update');
  return row ?? null;
}

export async function latestBids(db: DbOrTx, auctionId: number, limit: number) {
  return db
    .select({
      id: dealerBids.id,
      dealerId: dealerBids.dealerId,
      bidAmount: dealerBids.bidAmount,
      bidDate: dealerBids.bidDate,
      isWinning: dealerBids.isWinning,
      businessName: autoDealers.businessName,
    })
    .from(dealerBids)
    .innerJoin(autoDealers, eq(autoDealers.id, dealerBids.dealerId))
    .where(eq(dealerBids.auctionId, auctionId))
    .orderBy(desc(dealerBids.bidAmount), desc(dealerBids.id))
    .limit(limit);
}

export async function highestBid(tx: DbOrTx, auctionId: number) {
  const [row] = await tx
    .select({ id: dealerBids.id, dealerId: dealerBids.dealerId, bidAmount: dealerBids.bidAmount })
    .from(dealerBids)
    .where(eq(dealerBids.auctionId, auctionId))
    .orderBy(desc(dealerBids.bidAmount), dealerBids.id)
    .limit(1);
  return row ?? null;
}

/**
 * Each bidding dealer's number in an auction: 1 for the first dealer to bid, 2 for the next, by the first
 * bid of each. A number, once given, never changes as others join (issue 35).
 */
export async function bidderNumbers(db: DbOrTx, auctionId: number): Promise<Map<number, number>> {
  const first = sql<number>`min(${dealerBids.id})`;
  const rows = await db
    .select({ dealerId: dealerBids.dealerId, first })
    .from(dealerBids)
    .where(eq(dealerBids.auctionId, auctionId))
    .groupBy(dealerBids.dealerId)
    .orderBy(first);
  return new Map(rows.map((r, i) => [r.dealerId, i + 1]));
}

/** The dealers who bid on an auction, with the address and language their notices go to. */
export async function biddersOf(tx: DbOrTx, auctionId: number) {
  return tx
    .selectDistinct({
      dealerId: autoDealers.id,
      email: autoDealers.email,
      businessName: autoDealers.businessName,
      locale: users.locale,
    })
    .from(dealerBids)
    .innerJoin(autoDealers, eq(autoDealers.id, dealerBids.dealerId))
    .leftJoin(users, eq(users.id, autoDealers.userId))
    .where(eq(dealerBids.auctionId, auctionId));
}

export async function findDealerByUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ dealer: autoDealers, locale: users.locale })
    .from(autoDealers)
    .leftJoin(users, eq(users.id, autoDealers.userId))
    .where(eq(autoDealers.userId, userId));
  return row ?? null;
}

/** The dealer record of a signed-in user, locked as an UPDATE locks it, until the transaction ends. */
export async function lockDealerOfUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select()
    .from(autoDealers)
    .where(eq(autoDealers.userId, userId))
    .for('no key update');
  return row ?? null;
}

export async function findDealer(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ dealer: autoDealers, locale: users.locale })
    .from(autoDealers)
    .leftJoin(users, eq(users.id, autoDealers.userId))
    .where(eq(autoDealers.id, id));
  return row ?? null;
}
