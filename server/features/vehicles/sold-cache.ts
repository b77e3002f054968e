import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { listenToForget } from '../../db/listen';
import { donations } from '../../db/schema/donations';
import type { AppContext } from '../../platform/context';
import { keptCopyKey } from '../../platform/kept-copies/kept-copies';
import {
  findSoldSimilar,
  SOLD_STATUSES,
  type FindSoldOptions,
  type SoldVehicleRow,
} from './comparables.repo';

/** Finds sold vehicles like findSoldSimilar does: from memory when the app keeps a copy, else in SQL. */
export type SoldLookup = (opts: FindSoldOptions) => Promise<SoldVehicleRow[]>;

export interface Sale {
  id: number;
  year: number;
  make: string;
  model: string;
  modelKey: string;
  mileage: number | null;
  finalValue: string;
  valuationDate: string | null;
}

/** Announced at commit by any change to a sale (migration 0008). */
export const SALES_CHANGED_CHANNEL = 'vdc_sales_changed';
/** While the database's notices are heard, the copy is read again when older than this (a lost notice). */
export const SOLD_MAX_AGE_MS = 600_000;
/** Without the database's notices (connection lost), the copy is read again when older than this. */
const UNHEARD_MAX_AGE_MS = 10_000;
const key = (text: string) => text.trim().toLowerCase();

/**
 * The sales grouped for a lookup that reads only what it returns: by make, then by model year (all
 * models) and by model and year (that model), each list in the lookup's tie order (latest valued
 * first, no date last, then newest id). A valuation then costs a few list steps, not a pass over every
 * sale of the make (issue 18: 20,000 sales made it 16 ms).
 */
export interface SalesIndex {
  byMake: Map<string, MakeSales>;
  /** Sales indexed. */
  count: number;
}
interface MakeSales {
  byYear: Map<number, Sale[]>;
  /** `${modelKey}|${year}` */
  byModelYear: Map<string, Sale[]>;
}

/** Latest valued first (a sale without a date last), then the newest id: findSoldSimilar's tie order. */
function newerFirst(a: Sale, b: Sale): number {
  if (a.valuationDate !== b.valuationDate) {
    if (a.valuationDate === null) return 1;
    if (b.valuationDate === null) return -1;
    return a.valuationDate < b.valuationDate ? 1 : -1; // ISO dates compare as text
  }
  return b.id - a.id;
}

function push<K>(map: Map<K, Sale[]>, k: K, sale: Sale) {
  const list = map.get(k);
  if (list) list.push(sale);
  else map.set(k, [sale]);
}

export function indexSales(sales: Iterable<Sale>): SalesIndex {
  const byMake = new Map<string, MakeSales>();
  let count = 0;
  for (const sale of sales) {
    count++;
    const makeKey = key(sale.make);
    let make = byMake.get(makeKey);
    if (!make) byMake.set(makeKey, (make = { byYear: new Map(), byModelYear: new Map() }));
    push(make.byYear, sale.year, sale);
    push(make.byModelYear, `${sale.modelKey}|${sale.year}`, sale);
  }
  for (const make of byMake.values()) {
    for (const list of make.byYear.values()) list.sort(newerFirst);
    for (const list of make.byModelYear.values()) list.sort(newerFirst);
  }
  return { byMake, count };
}

async function loadSales(db: Db): Promise<SalesIndex> {
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
  return indexSales(rows.map((row) => ({ ...row, modelKey: key(row.model) })));
}

/**
 * Takes from two lists in newerFirst order (the years `year - d` and `year + d`, equally close) the
 * sales `accept` keeps, until `out` holds `limit`.
 */
function takeMerged(
  a: Sale[] | undefined,
  b: Sale[] | undefined,
  accept: (s: Sale) => boolean,
  out: Sale[],
  limit: number,
) {
  let i = 0;
  let j = 0;
  const na = a?.length ?? 0;
  const nb = b?.length ?? 0;
  while (out.length < limit && (i < na || j < nb)) {
    const next = j >= nb || (i < na && newerFirst(a![i]!, b![j]!) <= 0) ? a![i++]! : b![j++]!;
    if (accept(next)) out.push(next);
  }
}

/** The order of findSoldSimilar: same model, closest year, latest valued (no date last), newest id. */
export function similarSales(index: SalesIndex, opts: FindSoldOptions): SoldVehicleRow[] {
  const make = index.byMake.get(key(opts.make));
  if (!make || opts.limit <= 0) return [];
  const model = key(opts.model);
  const sameModel: Sale[] = [];
  for (let d = 0; d <= opts.yearSpan && sameModel.length < opts.limit; d++) {
    const older = make.byModelYear.get(`${model}|${opts.year - d}`);
    const newer = d === 0 ? undefined : make.byModelYear.get(`${model}|${opts.year + d}`);
    takeMerged(older, newer, () => true, sameModel, opts.limit);
  }
  const others: Sale[] = [];
  // Only reached with fewer than `limit` sales of the model: it skips fewer than `limit` of them.
  for (let d = 0; d <= opts.yearSpan && sameModel.length + others.length < opts.limit; d++) {
    const older = make.byYear.get(opts.year - d);
    const newer = d === 0 ? undefined : make.byYear.get(opts.year + d);
    takeMerged(older, newer, (s) => s.modelKey !== model, others, opts.limit - sameModel.length);
  }
  const row = (sale: Sale, same: boolean): SoldVehicleRow => ({
    year: sale.year,
    make: sale.make,
    model: sale.model,
    mileage: sale.mileage,
    finalValue: sale.finalValue,
    sameModel: same,
  });
  return [...sameModel.map((s) => row(s, true)), ...others.map((s) => row(s, false))];
}

export interface SoldCache {
  find: SoldLookup;
  /** Sales kept now. */
  readonly size: number;
  /** Drops the copy: the next valuation reads it again. */
  clear(): void;
  close(): Promise<void>;
}

/**
 * The platform's sales in memory, so a valuation reads no database: loaded when the app starts, and
 * again on first use after the database announces a change to a sale (migration 0008), whichever
 * instance recorded it.
 */
export async function createSoldCache(
  database: Pick<Database, 'db' | 'listen'>,
  opts: { log?: (msg: string, err: unknown) => void } = {},
): Promise<SoldCache> {
  let sales: Promise<SalesIndex> | null = null;
  let loadedAt = 0;
  let count = 0;
  const clear = () => {
    sales = null;
    count = 0;
  };
  // Not listening: the copy is read again every UNHEARD_MAX_AGE_MS.
  const changes = await listenToForget(database, SALES_CHANGED_CHANNEL, clear, {
    onError: (err) =>
      opts.log?.('sold vehicles: not listening for sales changes; the copy is read again every 10 s', err),
  });
  const current = () => {
    const maxAge = changes.listening ? SOLD_MAX_AGE_MS : UNHEARD_MAX_AGE_MS;
    if (!sales || Date.now() - loadedAt > maxAge) {
      loadedAt = Date.now();
      const loading = loadSales(database.db);
      sales = loading;
      loading.then(
        (index) => {
          if (sales === loading) count = index.count;
        },
        () => {
          if (sales === loading) sales = null; // the next valuation tries again
        },
      );
    }
    return sales;
  };
  // Read at start, so the first valuations do not all wait for it.
  current().catch(() => undefined);
  return {
    find: async (opts) => similarSales(await current(), opts),
    get size() {
      return count;
    },
    clear,
    close: () => changes.stop(),
  };
}

/** The sales this instance keeps for valuations (started in server/app.ts). */
export const SOLD_VEHICLES = keptCopyKey<SoldCache>('soldVehicles');

/** The SQL lookup, for a caller without the app's copy. */
export const soldFromDatabase =
  (db: Db): SoldLookup =>
  (opts) =>
    findSoldSimilar(db, opts);

/** The app's copy of the sales when it keeps one, else the SQL lookup. */
export const soldLookup = (ctx: AppContext): SoldLookup =>
  ctx.keptCopies.get(SOLD_VEHICLES)?.find ?? soldFromDatabase(ctx.db);
