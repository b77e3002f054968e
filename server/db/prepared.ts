import type { SQL } from 'drizzle-orm';
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
 *
 * `planEachRun`: the text is still built once, but sent unnamed, so PostgreSQL plans each run for its
 * values. A named statement is planned once for any values after five runs (a generic plan): for a
 * `like '%...%'` search that plan cannot use a trigram index and reads the whole table.
 */
export function preparedStatement<Q extends { prepare(name: string): Executable }>(
  name: string,
  build: (db: DbOrTx) => Q,
  opts: { planEachRun?: boolean } = {},
) {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  // node-postgres sends a statement without a name (the empty one) as a one-off.
  const sentAs = opts.planEachRun ? '' : name;
  type Prepared = ReturnType<Q['prepare']>;
  const made = new WeakMap<DbOrTx, Prepared>();
  return {
    run(db: DbOrTx, values: Record<string, unknown>): ReturnType<Prepared['execute']> {
      let prepared = made.get(db);
      if (!prepared) {
        prepared = build(db).prepare(sentAs) as Prepared;
        made.set(db, prepared);
      }
      return prepared.execute(values) as ReturnType<Prepared['execute']>;
    },
  };
}

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): Executable;
  };
}

/**
 * The same for a statement written in SQL (a `with ... insert` the query builders cannot express):
 * `build` returns it with `sql.placeholder()` for its values. `run` gives the driver's rows. Its text is
 * made once per SQL dialect, so a run inside a transaction (a new session each time) builds nothing.
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, build: (db: DbOrTx) => SQL) {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const texts = new WeakMap<object, { sql: string; params: unknown[] }>();
  return {
    async run(db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> {
      const { dialect, session } = db as unknown as Internals;
      let query = texts.get(dialect);
      if (!query) texts.set(dialect, (query = dialect.sqlToQuery(build(db))));
      const result = (await session.prepareQuery(query, undefined, name, false).execute(values)) as {
        rows: Row[];
      };
      return result.rows;
    },
  };
}
