import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, posts } from '../../db/schema/content';
import { donationStatusHistory } from '../../db/schema/donations';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { ago, DAY, insertReceipt } from '../admin-dashboard/dashboard-fixtures.testing';
import { insertCharity, insertDonation } from '../donations/donation-fixtures.testing';
import { mondayOf } from './analytics.service';

let t: TestApp;
let admin: string;
const now = Date.now();
const at = (days: number) => ago(now, days * DAY);
const createdAt: Date[] = [];

/** A donation with its status history: [status, days ago] in order (the first is its submission). */
async function donationWithHistory(province: string, status: string, steps: [string, number][]) {
  const db = t.database.db;
  const d = await insertDonation(db, { province, status, createdAt: at(steps[0]![1]) });
  createdAt.push(d.createdAt);
  let previous: string | null = null;
  for (const [s, days] of steps) {
    await db
      .insert(donationStatusHistory)
      .values({ donationId: d.id, status: s, previousStatus: previous, createdAt: at(days) });
    previous = s;
  }
  return d;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(t, 'admin', 'an-admin');
  await addUser(t, 'editor', 'an-editor');
  admin = await login(t, 'an-admin');

  // Five donations in the last 30 days (hand-counted below), one older.
  await donationWithHistory('ON', 'pending', [['pending', 3]]);
  await donationWithHistory('QC', 'picked_up', [
    ['pending', 20],
    ['contacted', 18], // pending 2 days
    ['picked_up', 15], // contacted 3 days
  ]);
  const receipted = await donationWithHistory('QC', 'receipt_issued', [
    ['pending', 25],
    ['picked_up', 21], // pending 4 days
    ['valued', 20], // picked up 1 day
    ['receipt_issued', 19.5], // valued 0.5 day
  ]);
  await donationWithHistory('BC', 'cancelled', [
    ['pending', 10],
    ['picked_up', 9], // pending 1 day
    ['cancelled', 8], // picked up 1 day
  ]);
  await donationWithHistory('NS', 'processing', [
    ['pending', 6],
    ['processing', 5], // pending 1 day
  ]);
  // Older: its stay ended 50 days ago, outside the period.
  const old = await donationWithHistory('ON', 'contacted', [
    ['pending', 60],
    ['contacted', 50],
  ]);
  const charity = await insertCharity(db);
  await insertReceipt(db, {
    donationId: receipted.id,
    charityId: charity.id,
    amount: '850.00',
    createdAt: at(19),
  });
  await insertReceipt(db, { donationId: old.id, charityId: charity.id, amount: '100.00', createdAt: at(45) });

  // Content: top posts by views (published only), category share of published posts.
  const [news] = await db.insert(categories).values({ name: 'News', slug: 'news' }).returning();
  const [guides] = await db.insert(categories).values({ name: 'Guides', slug: 'guides' }).returning();
  await db.insert(categories).values({ name: 'Empty', slug: 'empty' });
  const post = (title: string, viewCount: number, categoryId: number | null, status = 'published') => ({
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    content: '<p>Text</p>',
    viewCount,
    categoryId,
    status,
  });
  await db
    .insert(posts)
    .values([
      post('News one', 10, news!.id),
      post('=HYPERLINK("http://evil.test","Prize")', 50, news!.id),
      post('News three', 5, news!.id),
      post('News draft', 999, news!.id, 'draft'),
      post('Guide one', 30, guides!.id),
      post('No category', 40, null),
      post('Hardly read', 1, null),
    ]);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/analytics', () => {
  it('is for admins only, the CSV exports too', async () => {
    const editor = await login(t, 'an-editor');
    for (const url of ['/api/admin/analytics', '/api/admin/analytics/export/funnel']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, editor)).statusCode).toBe(403);
    }
  });

  it('counts donations per week and province, the funnel with its drop-offs, and days per stage', async () => {
    const res = await get('/api/admin/analytics?days=30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toMatchObject({ donations: 5, valueReceived: 850, receiptsIssued: 1, users: 2 });

    const weeks = body.perWeek as { weekStart: string; count: number }[];
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(5);
    expect(weeks[0]!.weekStart).toBe(mondayOf(new Date(now - 30 * DAY)));
    expect(weeks.at(-1)!.weekStart).toBe(mondayOf(new Date(now)));
    for (const d of createdAt.slice(0, 5)) {
      expect(weeks.find((w) => w.weekStart === mondayOf(d))!.count).toBeGreaterThan(0);
    }

    const provinces = Object.fromEntries(
      (body.perProvince as { province: string; count: number }[]).map((p) => [p.province, p.count]),
    );
    expect(Object.keys(provinces)).toHaveLength(13);
    expect(provinces).toMatchObject({ QC: 2, ON: 1, BC: 1, NS: 1, AB: 0 });

    expect(body.funnel).toEqual([
      { step: 'submitted', count: 5, dropOff: 0, dropOffPercent: null },
      { step: 'picked_up', count: 4, dropOff: 1, dropOffPercent: 20 },
      { step: 'receipted', count: 1, dropOff: 3, dropOffPercent: 75 },
    ]);

    expect(body.stageDays).toEqual([
      { status: 'pending', averageDays: 2, stays: 4 }, // (2 + 4 + 1 + 1) / 4
      { status: 'contacted', averageDays: 3, stays: 1 },
      { status: 'picked_up', averageDays: 1, stays: 2 },
      { status: 'valued', averageDays: 0.5, stays: 1 },
    ]);
  });

  it('shows the top 5 published posts by views and the share of the categories with posts', async () => {
    const body = (await get('/api/admin/analytics')).json();
    expect(body.topPosts.map((p: { viewCount: number }) => p.viewCount)).toEqual([50, 40, 30, 10, 5]);
    expect(body.totals).toMatchObject({ publishedPosts: 6, draftPosts: 1, totalViews: 1135, categories: 3 });
    expect(body.categories).toEqual([
      expect.objectContaining({ name: 'News', posts: 3, share: 50 }),
      expect.objectContaining({ name: 'Guides', posts: 1, share: 16.7 }),
    ]);
  });

  it('a shorter period counts only its own donations', async () => {
    const body = (await get('/api/admin/analytics?days=7')).json();
    expect(body.totals.donations).toBe(2);
    expect(body.funnel[0]).toMatchObject({ count: 2 });
    expect(body.funnel[1]).toMatchObject({ count: 1, dropOff: 1, dropOffPercent: 50 });
  });
});

describe('GET /api/admin/analytics/export/:dataset', () => {
  it('sends UTF-8 CSV with a byte-order mark, in the language asked', async () => {
    const res = await get('/api/admin/analytics/export/per-province?days=30&lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="analytics-per-province-30d-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Province ou territoire,Dons');
    expect(lines).toContain('Québec,2');
    expect(lines).toContain('Alberta,0');
  });

  it('writes the funnel and the days per stage as computed', async () => {
    const funnel = (await get('/api/admin/analytics/export/funnel?lang=en')).body.replace(/^\uFEFF/, '');
    expect(funnel).toBe(
      'Step,Donations,Did not reach this step,Did not reach this step (%)\r\n' +
        'Submitted,5,0,\r\nPicked up,4,1,20\r\nReceipted,1,3,75\r\n',
    );
    const stages = (await get('/api/admin/analytics/export/stage-days?lang=en')).body;
    expect(stages).toContain('Pending Review,2,4\r\n');
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const csv = (await get('/api/admin/analytics/export/top-posts?lang=en')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""Prize"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('refuses an unknown table or period', async () => {
    expect((await get('/api/admin/analytics/export/passwords')).statusCode).toBe(400);
    expect((await get('/api/admin/analytics/export/funnel?days=2')).statusCode).toBe(400);
  });
});
