import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrState } from '@shared/ssr';
import { entry } from '../../../client/entry-server';
import { categories, pages } from '../../db/schema/content';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { upsertSetting } from '../settings/settings.repo';
import { sql } from 'drizzle-orm';
import { SIGNED_OUT_PAGES } from '../../platform/kept-copies/page-cache';
import { SHARED_PAGE_CACHE_CONTROL } from '../../platform/http/spa';
import { BLOG_CHANGED_CHANNEL } from '../blog/public-post-cache';

/** The real server-side entry of the client, from source (the build's copy is the same code). */
let t: TestApp;
let failing: TestApp;
let renders = 0;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      ssr: {
        render: (url, state) => {
          renders++;
          return entry.render(url, state);
        },
      },
    },
  );
  failing = await createTestApp(
    {},
    { ssr: { render: () => Promise.reject(new Error('render failed on purpose')) } },
  );
  const [terms] = await t.database.db
    .insert(pages)
    .values({
      title: 'Terms of use',
      slug: 'terms',
      status: 'published',
      content: '<p>These terms apply.</p>',
    })
    .returning({ id: pages.id });
  await t.database.db.insert(pages).values({
    title: 'Conditions d’utilisation',
    slug: 'conditions',
    language: 'fr',
    translationOf: terms!.id,
    status: 'published',
    content: '<p>Ces conditions.</p>',
  });
  await addUser(t, 'editor', 'ssr-editor');
});
afterAll(async () => {
  await t.close();
  await failing.close();
});

const state = (html: string): SsrState =>
  JSON.parse(/id="vdc-ssr-state">([^<]*)</.exec(html)?.[1] ?? 'null') as SsrState;
const root = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('public pages rendered on the server', () => {
  it('sends the home page with its markup, the settings and "nobody signed in" as state, for a CDN to keep', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-CA' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(res.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(root(res.body)).toContain('Donnez votre véhicule à un organisme de bienfaisance canadien');
    const s = state(res.body);
    expect(s.language).toBe('fr');
    expect(s.queries.find((q) => q.key[0] === '/api/auth/user')?.data).toBeNull();
    const settings = s.queries.find((q) => q.key[0] === '/api/settings/public/all')?.data as unknown[];
    expect(settings.length).toBeGreaterThan(0);
  });

  it("puts the signed-in user's public fields in the state, never the session", async () => {
    const cookie = await login(t, 'ssr-editor');
    const res = await t.app.inject({ method: 'GET', url: '/vehicle-valuation', headers: { cookie } });
    const user = state(res.body).queries.find((q) => q.key[0] === '/api/auth/user')?.data;
    expect(user).toMatchObject({ username: 'ssr-editor', role: 'editor' });
    expect(Object.keys(user as object).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
      'username',
    ]);
  });

  it("renders a content page from the page's answer, under the client's query key", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/conditions?lang=en' });
    expect(root(res.body)).toContain('Ces conditions.');
    // The link to the English page, in the visitor's language.
    expect(root(res.body)).toContain('href="/pages/terms"');
    const page = state(res.body).queries.find((q) => q.key[0] === '/api/pages/slug/conditions');
    expect(page?.key).toEqual(['/api/pages/slug/conditions']);
    expect(page?.data).toMatchObject({ language: 'fr', translation: { slug: 'terms' } });
  });

  it("renders the blog's category toggles with the list (nothing above the cards arrives after hydration)", async () => {
    await t.database.db
      .insert(categories)
      .values({ name: 'Tax Receipts SSR', slug: 'tax-receipts-ssr', nameFr: 'Reçus fiscaux SSR' });
    await t.app.ctx.keptCopies.forget(SIGNED_OUT_PAGES);
    const fr = await t.app.inject({ method: 'GET', url: '/blog?lang=fr' });
    expect(fr.statusCode).toBe(200);
    expect(root(fr.body)).toContain('Reçus fiscaux SSR');
    const kept = state(fr.body).queries.find((q) => q.key[0] === '/api/categories');
    expect(kept?.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'tax-receipts-ssr' })]),
    );
  });

  it("renders a receipt number's check with the page, counted against the check's own per-address allowance", async () => {
    const check = (ip: string, lang = 'en') =>
      t.app.inject({ method: 'GET', url: `/receipts/verify/1-2026-999999?lang=${lang}`, remoteAddress: ip });
    const en = await check('10.88.0.1');
    expect(en.statusCode).toBe(200);
    expect(root(en.body)).toContain('Receipt not found');
    expect(root(en.body)).not.toContain('Checking the receipt');
    expect(en.headers['cache-control']).not.toContain('public');
    const answer = state(en.body).queries.find((q) => q.key[0] === '/api/receipts/verify/1-2026-999999');
    expect(answer?.data).toMatchObject({ valid: false, status: null, receiptNumber: '1-2026-999999' });
    expect(root((await check('10.88.0.2', 'fr')).body)).toContain('Reçu introuvable');
    // The page and the API share the 30 a minute: past them the page comes without the answer, and
    // the browser's own request is refused with the wait.
    for (let i = 0; i < 29; i++) await check('10.88.0.1');
    const past = await check('10.88.0.1');
    expect(past.statusCode).toBe(200);
    expect(state(past.body).queries.some((q) => String(q.key[0]).startsWith('/api/receipts/verify/'))).toBe(
      false,
    );
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/receipts/verify/1-2026-999999',
      remoteAddress: '10.88.0.1',
    });
    expect(api.statusCode).toBe(429);
  });

  it('leaves pages without a known module, and 404s, to the browser', async () => {
    for (const url of ['/donate', '/no/such/page', '/admin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('vdc-ssr-state');
    }
  });

  it('sends the page for the browser to render when the server render fails', async () => {
    const res = await failing.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('vdc-ssr-state');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('renders a page once for signed-out visitors with the same state, again when a setting changes, each time for a signed-in one', async () => {
    const url = '/vehicle-valuation?make=Honda';
    const first = await t.app.inject({ method: 'GET', url });
    const before = renders;
    const again = await t.app.inject({ method: 'GET', url });
    expect(renders).toBe(before);
    expect(again.body).toBe(first.body);

    await upsertSetting(t.database.db, {
      category: 'business',
      key: 'companyName',
      value: 'Renamed Charity Cars',
      isPublic: true,
    });
    await t.app.ctx.settings.invalidate();
    const renamed = await t.app.inject({ method: 'GET', url });
    expect(renders).toBe(before + 1);
    expect(root(renamed.body)).toContain('Renamed Charity Cars');

    // The kept page is the signed-out visitor's, in their language: another language is its own page.
    const french = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-CA' } });
    expect(renders).toBe(before + 2);
    expect(state(french.body).language).toBe('fr');
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(renamed.body);
    expect(renders).toBe(before + 2);

    const cookie = await login(t, 'ssr-editor');
    const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(renders).toBe(before + 4);
    const user = state(signedIn.body).queries.find((q) => q.key[0] === '/api/auth/user')?.data;
    expect(user).toMatchObject({ username: 'ssr-editor' });
  });

  it('never lets a shared cache keep a signed-in answer, or one to a request carrying a session cookie', async () => {
    const cookie = await login(t, 'ssr-editor');
    const signedIn = await t.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // A session cookie the server does not know (expired, revoked): the page is the signed-out one,
    // but the answer stays private (a CDN must not key a shared copy on such a request).
    const stale = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'vdc.session_token=not-a-session' },
    });
    expect(state(stale.body).queries.find((q) => q.key[0] === '/api/auth/user')?.data).toBeNull();
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    // A content page (no channel announces its changes) is rendered each time, and not shared.
    const before = renders;
    const page = await t.app.inject({ method: 'GET', url: '/pages/terms' });
    await t.app.inject({ method: 'GET', url: '/pages/terms' });
    expect(renders).toBe(before + 2);
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it("drops every kept page when the blog's channel announces a change", async () => {
    const url = '/vehicle-valuation?kept=1';
    await t.app.inject({ method: 'GET', url });
    const before = renders;
    await t.app.inject({ method: 'GET', url });
    expect(renders).toBe(before);
    const kept = t.app.ctx.keptCopies.get(SIGNED_OUT_PAGES)!;
    expect(kept.size).toBeGreaterThan(0);
    await t.database.db.execute(sql`select pg_notify(${BLOG_CHANGED_CHANNEL}, '')`);
    await expect.poll(() => kept.size).toBe(0);
    await t.app.inject({ method: 'GET', url });
    expect(renders).toBe(before + 1);
  });
});
