import { sql } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

type NoSchema = Record<string, never>;

/**
 * drizzle-orm 0.45's node-postgres session with one method fixed: its `transaction()` sends BEGIN
 * before the try/finally that releases the pooled client, so a BEGIN on a connection that just died
 * (a restart, pg_terminate_backend, a failover) keeps that client checked out for good; after
 * `poolSize` of them every request waits for a connection that never comes. Here the client is always
 * released, destroyed when BEGIN or ROLLBACK failed, and the transaction's own error is the one
 * thrown. Upstream: drizzle-team/drizzle-orm#6241 and #6114 (open); drop this when a release fixes it.
 */
class ReleasingSession extends NodePgSession<NoSchema, NoSchema> {
  constructor(
    private readonly pool: pg.Pool,
    private readonly sqlDialect: PgDialect,
  ) {
    super(pool, sqlDialect, undefined);
  }

  override async transaction<T>(
    transaction: (tx: NodePgTransaction<NoSchema, NoSchema>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const client = await this.pool.connect();
    const session = new NodePgSession<NoSchema, NoSchema>(client, this.sqlDialect, undefined);
    const tx = new NodePgTransaction<NoSchema, NoSchema>(this.sqlDialect, session, undefined);
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      began = true;
      if (config) await tx.setTransaction(config);
      const result = await transaction(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = error as Error;
      else await tx.execute(sql`rollback`).catch((e: Error) => (broken = e));
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/** `drizzle(pool, { casing: 'snake_case' })`, on the session above. */
export function drizzleOnPool(pool: pg.Pool): NodePgDatabase<NoSchema> & { $client: pg.Pool } {
  const dialect = new PgDialect({ casing: 'snake_case' });
  const db = new NodePgDatabase<NoSchema>(dialect, new ReleasingSession(pool, dialect), undefined);
  return Object.assign(db, { $client: pool });
}
