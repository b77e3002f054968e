import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { migrationsFolder } from '../platform/paths';
import { PG_CONNECTION_OPTIONS, POOL_WAIT_MS } from './connection-faults';
import { lockDataDir } from './data-dir-lock';
import { migratePostgres } from './migrate-postgres';
import { listenPglite, sharedPostgresListener, type ListenHandlers } from './listen';
import { drizzleOnPool } from './pg-session';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repos take either the database or an open transaction, so services decide the transaction's scope. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL: the address it was opened on (the job queue opens its own small pool there). */
  url?: string;
  /** Notifications on a channel (NOTIFY) from every instance on this database; see db/listen.ts. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL: the channels its one LISTEN connection carries now, with their listeners. */
  listenChannels?(): { channel: string; listeners: number }[];
  migrate(): Promise<void>;
  /** Embedded only: the data folder as a tarball (what `loadDataDir` takes). */
  dumpDataDir?(): Promise<Blob>;
  /** Calls `listener` when a pooled connection is lost (PostgreSQL only); the server goes on. */
  onConnectionLost(listener: (err: Error) => void): () => void;
  /** PostgreSQL only: the pool's open and idle connections and the queries waiting for one (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// numeric comes back as a string on both drivers; keep it so (exact money) and convert at the edge.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface OpenDatabaseOptions {
  /** postgres://... ; without it, the embedded database is used. */
  url?: string;
  /** PostgreSQL: the LISTEN connection's own address (DATABASE_LISTEN_URL, past PgBouncer); default `url`. */
  listenUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Embedded only: start from this data folder (a tarball from PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

/** A pooled connection: connects within PG_CONNECTION_OPTIONS' timeout, however long the pool waits. */
class PooledClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, ...PG_CONNECTION_OPTIONS });
  }
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      ...PG_CONNECTION_OPTIONS,
      // The pool's timeout is the wait for a free connection; each new one still gives up after 5 s.
      connectionTimeoutMillis: POOL_WAIT_MS,
      Client: PooledClient,
    });
    const lost = new Set<(err: Error) => void>();
    // A connection the server ends (a restart, a failover, pg_terminate_backend, a pooler's server
    // lifetime, idle_session_timeout) is an 'error' event: unheard, Node ends the process. An idle one
    // is dropped by the pool, which re-emits it here; the next query opens a new connection.
    pool.on('error', (err) => lost.forEach((l) => l(err)));
    // One in use (a transaction between two statements) emits on its own client, which the pool does
    // not listen to then: its next statement fails (the request answers 503) and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleOnPool(pool) as unknown as Db;
    // One LISTEN connection for every channel of this instance (db/listen.ts).
    const notices = sharedPostgresListener(opts.listenUrl || opts.url);
    return {
      db,
      kind: 'postgresql',
      url: opts.url,
      listen: (channel, handlers) => notices.listen(channel, handlers),
      listenChannels: () => notices.channels(),
      migrate: () => migratePostgres(opts.url!),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onConnectionLost(listener) {
        lost.add(listener);
        return () => lost.delete(listener);
      },
      close: async () => {
        await notices.close();
        await pool.end();
      },
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  // Owner only: the data folder holds every donor's personal data.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  // pg_trgm: the staff search's trigram indexes (migration 0021), as on PostgreSQL.
  let client: PGlite;
  try {
    client = guardSingleConnection(
      await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir }),
    );
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    onConnectionLost: () => () => undefined,
    close: () => client.close().finally(unlock),
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
