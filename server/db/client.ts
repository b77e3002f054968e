import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrationsFolder } from '../platform/paths';
import { listenPglite, listenPostgres, type ListenHandlers } from './listen';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repos take either the database or an open transaction, so services decide the transaction's scope. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Notifications on a channel (NOTIFY) from every instance on this database; see db/listen.ts. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /** Embedded only: the data folder as a tarball (what `loadDataDir` takes). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

// numeric comes back as a string on both drivers; keep it so (exact money) and convert at the edge.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface OpenDatabaseOptions {
  /** postgres://... ; without it, the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Embedded only: start from this data folder (a tarball from PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgresql',
      listen: (channel, handlers) => listenPostgres(opts.url!, channel, handlers),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the staff search's trigram indexes (migration 0021), as on PostgreSQL.
  const client = guardSingleConnection(
    await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir }),
  );
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * PGlite has one connection: a query sent on the database (not on the transaction) from inside an open
 * transaction waits for that transaction, which waits for it, forever. Such a query is refused with a
 * clear error instead. Queries of other requests are not affected: they wait their turn as usual.
 */
export function guardSingleConnection(client: PGlite): PGlite {
  const inTransaction = new AsyncLocalStorage<true>();
  const c = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const transaction = c.transaction!.bind(client);
  c.transaction = (callback: unknown) =>
    transaction((tx: unknown) => inTransaction.run(true, () => (callback as (t: unknown) => unknown)(tx)));
  for (const name of ['query', 'exec'] as const) {
    const run = c[name]!.bind(client);
    c[name] = (...args: unknown[]) =>
      inTransaction.getStore()
        ? Promise.reject(
            new Error(
              'A query was sent on the database inside an open transaction; use the transaction (tx).',
            ),
          )
        : run(...args);
  }
  return client;
}
