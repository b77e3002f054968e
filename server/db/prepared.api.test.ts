import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema/auth';
import type { Database } from './client';
import { preparedStatement } from './prepared';
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
});
