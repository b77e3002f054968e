import type { DbOrTx } from '../../db/client';

/**
 * A query whose SQL is built once per database and run with new values each time (issue 18: building a
 * Drizzle query costs more CPU than PostgreSQL spends running a small one). `build` writes the values
 * that change as `sql.placeholder(name)`; `run(db, values)` fills them in.
 *
 * Drizzle's `prepare(name)` would also name the statement, making a server-side prepared statement:
 * that breaks behind PgBouncer in transaction mode (docs/scaling.md). Given no name, it stays unnamed,
 * parsed by PostgreSQL on each run as any other query; only the text is kept.
 */
export function builtOnce<Q extends { prepare(name: string): Executable }>(build: (db: DbOrTx) => Q) {
  type Prepared = ReturnType<Q['prepare']>;
  const made = new WeakMap<DbOrTx, Prepared>();
  return {
    run(db: DbOrTx, values: Record<string, unknown>): ReturnType<Prepared['execute']> {
      let prepared = made.get(db);
      if (!prepared) {
        prepared = build(db).prepare(undefined as unknown as string) as Prepared;
        made.set(db, prepared);
      }
      return prepared.execute(values) as ReturnType<Prepared['execute']>;
    },
  };
}

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}
