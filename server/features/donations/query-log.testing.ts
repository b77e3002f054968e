import { fillPlaceholders } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../../db/client';

export interface SentQuery {
  sql: string;
  params: unknown[];
}

interface PreparedQuery {
  query: SentQuery;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The statements sent to the database while `run` runs, in order, with their values: every session's
 * (the pool's and each transaction's, `begin` and `commit` included), queries built once and run many
 * times (db/prepared.ts) included, on PGlite and PostgreSQL alike. Spies on the driver's prepared-query
 * class, so run nothing else on the database meanwhile.
 */
export async function recordQueries(db: Db, run: () => Promise<unknown>): Promise<SentQuery[]> {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => object } }).session;
  const proto = Object.getPrototypeOf(
    session.prepareQuery({ sql: 'select 1', params: [] }, undefined, undefined, false),
  ) as PreparedQuery;
  const original = proto.execute;
  const sent: SentQuery[] = [];
  const spy = vi.spyOn(proto, 'execute').mockImplementation(function (this: PreparedQuery, values = {}) {
    sent.push({ sql: this.query.sql, params: fillPlaceholders(this.query.params, values) });
    return original.call(this, values);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

interface DriverClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The plan of a statement as an endpoint sent it, planned with sequential scans priced out (as on a
 * table far larger than a test's), so a query that has no usable index still shows "Seq Scan".
 * `alsoOff: ['indexscan']` prices out walking a whole index too (ordered reads of a small table), so
 * only a bitmap of matching rows is left: it shows whether a condition itself is indexed.
 * `generic: true` shows the plan made for any values, the one PostgreSQL keeps for a named statement
 * after five runs (db/prepared.ts), instead of the one made for these values.
 */
export async function explainWithoutSeqScan(
  db: Db,
  query: SentQuery,
  opts: { alsoOff?: ('indexscan' | 'indexonlyscan')[]; generic?: boolean } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const client = (tx as unknown as { session: { client: DriverClient } }).session.client;
    for (const setting of ['seqscan', ...(opts.alsoOff ?? [])])
      await client.query(`set local enable_${setting} = off`);
    let explained = `explain ${query.sql}`;
    if (opts.generic) {
      await client.query(`prepare explained as ${query.sql}`);
      await client.query('set local plan_cache_mode = force_generic_plan');
      // EXECUTE takes its values in its text: a utility statement has no parameters to bind.
      explained = `explain execute explained(${query.params.map(literal).join(', ')})`;
    }
    const { rows } = await client.query(explained, opts.generic ? [] : query.params);
    if (opts.generic) await client.query('deallocate explained');
    return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  });
}

/** A value written as an SQL literal of unknown type (the prepared statement's parameter gives its type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (Array.isArray(value)) return quote(`{${value.map((v) => JSON.stringify(String(v))).join(',')}}`);
  if (value instanceof Date) return quote(value.toISOString());
  return quote(String(value));
}
