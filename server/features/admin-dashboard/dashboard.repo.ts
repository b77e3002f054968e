import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import { autoDealers, dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import { donations } from '../../db/schema/donations';
import { auditLog } from '../../db/schema/platform';
import { taxReceipts } from '../../db/schema/receipts';

/** [from, to) */
export interface Span {
  from: Date;
  to: Date;
}

export async function countDonations(db: DbOrTx, s: Span): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(donations)
    .where(and(gte(donations.createdAt, s.from), lt(donations.createdAt, s.to)));
  return Number(r?.n ?? 0);
}

/** Receipts issued in the span (still in force) and the sum of their fair market value, as numeric text. */
export async function receiptsIssued(db: DbOrTx, s: Span): Promise<{ count: number; total: string }> {
  const [r] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${taxReceipts.receiptAmount}), 0)::text` })
    .from(taxReceipts)
    .where(
      and(
        eq(taxReceipts.status, 'issued'),
        gte(taxReceipts.createdAt, s.from),
        lt(taxReceipts.createdAt, s.to),
      ),
    );
  return { count: Number(r?.n ?? 0), total: r?.total ?? '0' };
}

export async function newPartners(db: DbOrTx, s: Span): Promise<{ charities: number; dealers: number }> {
  const [c] = await db
    .select({ n: count() })
    .from(charities)
    .where(and(gte(charities.createdAt, s.from), lt(charities.createdAt, s.to)));
  const [d] = await db
    .select({ n: count() })
    .from(autoDealers)
    .where(and(gte(autoDealers.createdAt, s.from), lt(autoDealers.createdAt, s.to)));
  return { charities: Number(c?.n ?? 0), dealers: Number(d?.n ?? 0) };
}

export async function donationsByStatus(db: DbOrTx, s: Span) {
  const rows = await db
    .select({ status: donations.status, n: count() })
    .from(donations)
    .where(and(gte(donations.createdAt, s.from), lt(donations.createdAt, s.to)))
    .groupBy(donations.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

/** Live auctions ending between now and `until`, soonest first. */
export async function auctionsClosingSoon(db: DbOrTx, now: Date, until: Date, limit: number) {
  return db
    .select({
      id: vehicleAuctions.id,
      donationId: vehicleAuctions.donationId,
      endDate: vehicleAuctions.endDate,
      currentHighBid: vehicleAuctions.currentHighBid,
      year: donations.year,
      make: donations.make,
      model: donations.model,
      bidCount: sql<number>`(select count(*)::int from ${dealerBids} b where b.auction_id = "vehicle_auctions"."id")`,
    })
    .from(vehicleAuctions)
    .innerJoin(donations, eq(donations.id, vehicleAuctions.donationId))
    .where(
      and(
        eq(vehicleAuctions.status, 'active'),
        gte(vehicleAuctions.endDate, now),
        lt(vehicleAuctions.endDate, until),
      ),
    )
    .orderBy(asc(vehicleAuctions.endDate), asc(vehicleAuctions.id))
    .limit(limit);
}

export async function latestAudit(db: DbOrTx, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}

export async function latestDonations(db: DbOrTx, limit: number) {
  return db
    .select({
      id: donations.id,
      createdAt: donations.createdAt,
      year: donations.year,
      make: donations.make,
      model: donations.model,
    })
    .from(donations)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
}
