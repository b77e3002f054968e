import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { donations } from '../../db/schema/donations';
import {
  findSoldSimilar,
  SOLD_STATUSES,
  type FindSoldOptions,
  type SoldVehicleRow,
} from './comparables.repo';

/** Finds sold vehicles like findSoldSimilar does: from memory when the routes keep a copy, else in SQL. */
export type SoldLookup = (opts: FindSoldOptions) => Promise<SoldVehicleRow[]>;

interface Sale {
  id: number;
  year: number;
  make: string;
  model: string;
  modelKey: string;
  mileage: number | null;
  finalValue: string;
  valuationDate: string | null;
}

export const SALES_CHANGED_CHANNEL = 'vdc_sales_changed';
/** Without the database's notices (connection lost), the copy is read again when older than this. */
const UNHEARD_MAX_AGE_MS = 10_000;
const key = (text: string) => text.trim().toLowerCase();

async function loadSales(db: Db): Promise<Map<string, Sale[]>> {
  const rows = await db
    .select({
      id: donations.id,
      year: donations.year,
      make: donations.make,
      model: donations.model,
      mileage: donations.mileage,
      finalValue: sql<string>`${donations.finalValue}`,
      valuationDate: sql<string | null>`${donations.valuationDate}::text`,
    })
    .from(donations)
    .where(and(inArray(donations.status, [...SOLD_STATUSES]), isNotNull(donations.finalValue)));
  const byMake = new Map<string, Sale[]>();
  for (const row of rows) {
    const list = byMake.get(key(row.make)) ?? [];
    list.push({ ...row, modelKey: key(row.model) });
    byMake.set(key(row.make), list);
  }
  return byMake;
}

/** The order of findSoldSimilar: same model, closest year, latest valued (no date last), newest id. */
export function similarSales(byMake: Map<string, Sale[]>, opts: FindSoldOptions): SoldVehicleRow[] {
  const model = key(opts.model);
  const found = (byMake.get(key(opts.make)) ?? [])
    .filter((s) => Math.abs(s.year - opts.year) <= opts.yearSpan)
    .map((s) => ({ sale: s, sameModel: s.modelKey === model, distance: Math.abs(s.year - opts.year) }));
  found.sort(
    (a, b) =>
      Number(b.sameModel) - Number(a.sameModel) ||
      a.distance - b.distance ||
      (b.sale.valuationDate ?? '').localeCompare(a.sale.valuationDate ?? '') ||
      b.sale.id - a.sale.id,
  );
  return found.slice(0, opts.limit).map(({ sale, sameModel }) => ({
    year: sale.year,
    make: sale.make,
    model: sale.model,
    mileage: sale.mileage,
    finalValue: sale.finalValue,
    sameModel,
  }));
}

export interface SoldCache {
  find: SoldLookup;
  close(): Promise<void>;
}

/**
 * The platform's sales in memory, so a valuation reads no database: loaded on first use, and again after
 * the database announces a change to a sale (migration 0008), whichever instance recorded it.
 */
export async function createSoldCache(database: Pick<Database, 'db' | 'listen'>): Promise<SoldCache> {
  let sales: Promise<Map<string, Sale[]>> | null = null;
  let loadedAt = 0;
  let listening = false;
  const forget = () => {
    sales = null;
  };
  let stop: (() => Promise<void>) | null = null;
  try {
    stop = await database.listen(SALES_CHANGED_CHANNEL, {
      onMessage: forget,
      onReady: () => {
        forget();
        listening = true;
      },
      onLost: () => {
        listening = false;
        forget();
      },
    });
  } catch {
    // Not listening: the copy is read again every UNHEARD_MAX_AGE_MS.
  }
  const current = () => {
    if (!sales || (!listening && Date.now() - loadedAt > UNHEARD_MAX_AGE_MS)) {
      loadedAt = Date.now();
      const loading = loadSales(database.db);
      sales = loading;
      loading.catch(() => {
        if (sales === loading) sales = null; // the next valuation tries again
      });
    }
    return sales;
  };
  return {
    find: async (opts) => similarSales(await current(), opts),
    close: async () => {
      await stop?.();
    },
  };
}

/** The SQL lookup, for a caller without the routes' copy. */
export const soldFromDatabase =
  (db: Db): SoldLookup =>
  (opts) =>
    findSoldSimilar(db, opts);
