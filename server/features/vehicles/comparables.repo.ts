import { and, asc, between, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema/donations';

/** Statuses in which a donation's finalValue is the price the vehicle actually fetched. */
export const SOLD_STATUSES = ['valued', 'receipt_issued', 'completed'] as const;

export interface SoldVehicleRow {
  year: number;
  make: string;
  model: string;
  mileage: number | null;
  /** numeric(10,2) as the driver returns it. */
  finalValue: string;
  sameModel: boolean;
}

export interface FindSoldOptions {
  make: string;
  model: string;
  year: number;
  yearSpan: number;
  limit: number;
}

/**
 * Sold donations of the same make within ±yearSpan years, the same model first, then the closest
 * years, then the latest valued. Only vehicle facts are read: nothing about the donor leaves here.
 */
export async function findSoldSimilar(db: DbOrTx, opts: FindSoldOptions): Promise<SoldVehicleRow[]> {
  const sameModel = sql<boolean>`lower(trim(${donations.model})) = ${opts.model.trim().toLowerCase()}`;
  return db
    .select({
      year: donations.year,
      make: donations.make,
      model: donations.model,
      mileage: donations.mileage,
      finalValue: sql<string>`${donations.finalValue}`,
      sameModel: sql<boolean>`(${sameModel})`,
    })
    .from(donations)
    .where(
      and(
        inArray(donations.status, [...SOLD_STATUSES]),
        isNotNull(donations.finalValue),
        sql`lower(trim(${donations.make})) = ${opts.make.trim().toLowerCase()}`,
        between(donations.year, opts.year - opts.yearSpan, opts.year + opts.yearSpan),
      ),
    )
    .orderBy(
      desc(sameModel),
      asc(sql`abs(${donations.year} - ${opts.year})`),
      sql`${donations.valuationDate} desc nulls last`,
      desc(donations.id),
    )
    .limit(opts.limit);
}
