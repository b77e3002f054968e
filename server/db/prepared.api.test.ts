import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/auth';
import type { Database } from './client';
import { preparedStatement } from './prepared';
import { searchDonations } from '../features/donations/donation-search.repo';
import { openTestDatabase } from '../test/test-database';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  // One connection: the statement's server-side state is that connection's.
  const opened = await openTestDatabase({ poolSize: 1 });
  database = opened.database;
  close = opened.close;
});
afterAll(() => close());

const byName = preparedStatement('test_users_named', (db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(sql`${users.username} = ${sql.placeholder('username')}`),
);

const likeName = preparedStatement(
  'test_users_like',
  (db) =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(sql`${users.username} ilike ${sql.placeholder('pattern')}`),
  { planEachRun: true },
);

const statementsNamed = async (pattern: string) =>
  (
    (await database.db.execute(
      sql`select name from pg_prepared_statements where name like ${pattern} order by name`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);

describe('preparedStatement', () => {
  it('runs with new values each time', async () => {
    expect(await byName.run(database.db, { username: 'nobody' })).toEqual([{ n: 0 }]);
    expect(await byName.run(database.db, { username: 'someone' })).toEqual([{ n: 0 }]);
  });

  it('refuses a second statement with the same name', () => {
    expect(() => preparedStatement('test_users_named', (db) => db.select().from(users))).toThrow(
      /Two prepared statements are named test_users_named/,
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is parsed once by PostgreSQL and executed from then on under its name',
    async () => {
      for (let i = 0; i < 3; i++) await byName.run(database.db, { username: `user-${i}` });
      const result = (await database.db.execute(
        sql`select custom_plans + generic_plans as runs from pg_prepared_statements where name = 'test_users_named'`,
      )) as unknown as { rows: { runs: number }[] };
      const [row] = result.rows;
      // The two runs of the first test and these three, all on the one statement of this connection.
      expect(Number(row?.runs)).toBe(5);
    },
  );

  it('runs a statement planned on each run with new values each time', async () => {
    expect(await likeName.run(database.db, { pattern: '%nobody%' })).toEqual([{ n: 0 }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sends a statement planned on each run unnamed; the staff search of a word keeps one plan, a shorter one is planned each run',
    async () => {
      for (let i = 0; i < 8; i++) await likeName.run(database.db, { pattern: `%user-${i}%` });
      for (let i = 0; i < 8; i++) {
        await searchDonations(database.db, { search: `Smith${i}`, limit: 50, offset: 0 });
        await searchDonations(database.db, { search: 'Sm', limit: 50, offset: 0 }); // no trigram
        await searchDonations(database.db, { limit: 50, offset: 0 });
      }
      expect(await statementsNamed('test_users_like%')).toEqual([]);
      // No match on a first page is a total of 0: nothing is counted apart.
      expect(await statementsNamed('donation_%')).toEqual([
        'donation_count_all',
        'donation_page_all',
        'donation_page_words',
      ]);
      const result = (await database.db.execute(
        sql`select generic_plans from pg_prepared_statements where name = 'donation_page_words'`,
      )) as unknown as { rows: { generic_plans: number }[] };
      // Its values are hidden from the planner, so PostgreSQL stops planning it after five runs.
      expect(Number(result.rows[0]?.generic_plans)).toBe(3);
    },
  );
});
