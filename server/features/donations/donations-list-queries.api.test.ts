import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/**
 * The staff list costs the same number of queries whatever its page size (no query per row), and on
 * PostgreSQL its newest-first page is read through an index, not by sorting the whole table (issue 18).
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'list-admin');
  cookie = await login(t, 'list-admin');
  await t.database.db.execute(sql`
    insert into donations (year, make, model, mileage, condition, first_name, last_name, email, phone,
      address, city, province, postal_code, created_at)
    select 2010 + (i % 12), 'Honda', 'Civic', 100000, 'good', 'Jean', 'Liste' || i,
      'liste' || i || '@example.test', '(613) 555-0123', '1 Main St', 'Ottawa', 'ON', 'K1A 0B1',
      now() - (i || ' minutes')::interval
    from generate_series(1, 3000) as i`);
  await t.database.db.execute(sql`analyze donations`);
});
afterAll(async () => {
  await t.close();
});

interface DbSession {
  prepareQuery: (query: { sql: string; params: unknown[] }) => unknown;
  execute: () => unknown;
  client: { query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
}

/** Queries sent on the database (outside transactions) while one request runs. */
async function queriesOf(url: string): Promise<number> {
  await t.app.inject({ method: 'GET', url, headers: { cookie } }); // the session is verified once
  const session = (
    t.app.ctx.db as unknown as { session: { prepareQuery: () => unknown; execute: () => unknown } }
  ).session;
  const spies = [vi.spyOn(session, 'prepareQuery'), vi.spyOn(session, 'execute')];
  try {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('staff donation list', () => {
  it('sends the same number of queries for a page of 5 and a page of 100, with or without a search', async () => {
    const small = await queriesOf('/api/donations?pageSize=5');
    expect(small).toBeGreaterThan(0);
    expect(await queriesOf('/api/donations?pageSize=100')).toBe(small);
    expect(await queriesOf('/api/donations?pageSize=100&page=3')).toBe(small);
    const search = await queriesOf('/api/donations?pageSize=5&search=Liste12');
    expect(await queriesOf('/api/donations?pageSize=100&search=Liste12')).toBe(search);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reads the newest page through an index', async () => {
    const session = (t.app.ctx.db as unknown as { session: DbSession }).session;
    await t.app.inject({ method: 'GET', url: '/api/donations?pageSize=50', headers: { cookie } });
    const spy = vi.spyOn(session, 'prepareQuery');
    try {
      await t.app.inject({ method: 'GET', url: '/api/donations?pageSize=50', headers: { cookie } });
      const page = spy.mock.calls
        .map(([query]) => query)
        .find((q) => /from "donations"/.test(q.sql) && /limit/i.test(q.sql));
      expect(page).toBeDefined();
      // The very query the endpoint sent, explained on the same pool.
      const { rows } = await session.client.query(`explain ${page!.sql}`, page!.params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Scan( Backward)? using donations_created_at_index/);
      expect(plan).not.toMatch(/Seq Scan on donations/);
    } finally {
      spy.mockRestore();
    }
  });
});
