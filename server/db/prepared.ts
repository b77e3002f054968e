import type { DbOrTx } from './client';

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const names = new Set<string>();

/**
 * A hot query built once and run as a named prepared statement: Drizzle builds its SQL once per
 * database (building a query costs more CPU than PostgreSQL spends running a small one), and
 * PostgreSQL parses and plans it once per connection instead of on every run (planning the portal
 * lookup took 0.45 ms of PostgreSQL's CPU, three times its execution). `build` writes the values that
 * change as `sql.placeholder(name)`; `run(db, values)` fills them in.
 *
 * Behind PgBouncer in transaction mode this needs PgBouncer 1.21 or later with
 * `max_prepared_statements` set (docs/scaling.md); PGlite ignores the name. `name` must be unique.
 */
export function preparedStatement<Q extends { prepare(name: string): Executable }>(
  name: string,
  build: (db: DbOrTx) => Q,
) {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  type Prepared = ReturnType<Q['prepare']>;
  const made = new WeakMap<DbOrTx, Prepared>();
  return {
    run(db: DbOrTx, values: Record<string, unknown>): ReturnType<Prepared['execute']> {
      let prepared = made.get(db);
      if (!prepared) {
        prepared = build(db).prepare(name) as Prepared;
        made.set(db, prepared);
      }
      return prepared.execute(values) as ReturnType<Prepared['execute']>;
    },
  };
}
