import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { explainWithoutSeqScan, recordQueries } from './query-log.testing';

/**
 * The staff list costs the same number of queries whatever its page size (no query per row), and its
 * page and count are read through indexes, a search through trigram indexes (issue 18), on PGlite and
 * PostgreSQL alike.
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

/** Statements sent on the database while one request runs. */
async function queriesOf(url: string): Promise<number> {
  await t.app.inject({ method: 'GET', url, headers: { cookie } }); // the session is verified once
  const sent = await recordQueries(t.app.ctx.db, async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
  });
  return sent.length;
}

describe('staff donation list', () => {
  it('sends the same number of queries for a page of 5 and a page of 100, with or without a search', async () => {
    const small = await queriesOf('/api/donations?pageSize=5');
    expect(small).toBeGreaterThan(0);
    expect(await queriesOf('/api/donations?pageSize=100')).toBe(small);
    expect(await queriesOf('/api/donations?pageSize=100&page=3')).toBe(small);
    const search = await queriesOf('/api/donations?pageSize=5&search=Liste12');
    expect(await queriesOf('/api/donations?pageSize=100&search=Liste12')).toBe(search);
    expect(search).toBe(1); // a search counts its matches in the page's statement
    // A page past the end counts apart (no row carries the count), with the same total.
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/donations?pageSize=100&page=9&search=Liste12',
      headers: { cookie },
    });
    expect(past.json()).toMatchObject({ items: [], total: 111 });
  });

  it('reads the newest page through its index', async () => {
    const plans = await plansOf('/api/donations?pageSize=50');
    expect(plans[0]).toMatch(/Index Scan( Backward)? using donations_created_at_index/);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on donations/);
  });

  it('searches names, e-mails, makes, models and VINs through trigram indexes, and a status through its index', async () => {
    for (const url of [
      '/api/donations?pageSize=50&search=Liste123',
      '/api/donations?pageSize=50&search=123',
      '/api/donations?pageSize=50&search=liste12%40example',
    ]) {
      // Planned for these values, and the plan kept for any values (a named statement's, after five runs).
      for (const generic of [false, true]) {
        const plans = await plansOf(url, ['indexscan', 'indexonlyscan'], generic);
        expect(plans).toHaveLength(1); // the page, counting its matches
        for (const plan of plans) {
          expect(plan, url).toMatch(/donations_search_trgm_index/);
          expect(plan, url).toMatch(/donations_vin_trgm_index/);
          expect(plan, url).not.toMatch(/Seq Scan on donations/);
        }
      }
    }
    for (const url of [
      '/api/donations?pageSize=50&status=cancelled',
      '/api/donations?pageSize=50&status=pending&search=Civic',
    ])
      for (const plan of await plansOf(url)) expect(plan, url).not.toMatch(/Seq Scan on donations/);
  });

  it('keeps no pending list on the trigram indexes, so a burst of new donations does not slow every search', async () => {
    const options = await t.database.db.execute<{ name: string; options: string[] | null }>(sql`
      select c.relname as name, c.reloptions as options from pg_class c
      where c.relname in ('donations_search_trgm_index', 'donations_vin_trgm_index') order by c.relname`);
    const rows = (options as unknown as { rows?: unknown[] }).rows ?? options;
    expect(rows).toEqual([
      { name: 'donations_search_trgm_index', options: ['fastupdate=off'] },
      { name: 'donations_vin_trgm_index', options: ['fastupdate=off'] },
    ]);
  });

  it('finds what it found before the index: a part of any one field, never across two', async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/donations?pageSize=100&search=${encodeURIComponent(q)}`,
        headers: { cookie },
      });
      return res.json() as { total: number; items: { id: number }[] };
    };
    expect((await search('Jean Liste2999')).total).toBe(1); // first and last name
    expect((await search('liste2999@EXAMPLE')).total).toBe(1);
    expect((await search('ste299')).total).toBe(11); // inside the last names Liste299, Liste2990-2999
    expect((await search('onda Civ')).total).toBe(0); // make and model are separate fields
    expect((await search('Liste2999 liste2999')).total).toBe(0); // last name and e-mail too
    expect((await search('Civic')).total).toBe(3000);
    expect((await search('Je')).total).toBe(3000); // too short for a trigram: read apart
  });
});

/**
 * The plans of the statements one request sends on the donations table, sequential scans (and
 * `alsoOff`) priced out.
 */
async function plansOf(
  url: string,
  alsoOff: ('indexscan' | 'indexonlyscan')[] = [],
  generic = false,
): Promise<string[]> {
  await t.app.inject({ method: 'GET', url, headers: { cookie } }); // the session is verified once
  const sent = await recordQueries(t.app.ctx.db, async () => {
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
  });
  const onDonations = sent.filter((q) => /from "donations"/.test(q.sql));
  const plans: string[] = [];
  for (const q of onDonations) plans.push(await explainWithoutSeqScan(t.app.ctx.db, q, { alsoOff, generic }));
  return plans;
}
