import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const BASE = 'https://dons.example.ca';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  // DECISIONS §10: a page per language, each at its own slug, linked to its translation.
  const [terms] = await t.database.db
    .insert(pages)
    .values({
      title: 'Terms of use',
      slug: 'terms',
      status: 'published',
      content: '<p>These terms &amp; rules apply.</p>',
      updatedAt: new Date('2026-02-03T04:05:06Z'),
    })
    .returning({ id: pages.id });
  await t.database.db.insert(pages).values({
    title: 'Conditions d’utilisation',
    slug: 'conditions-d-utilisation',
    language: 'fr',
    translationOf: terms!.id,
    status: 'published',
    content: '<p>Ces conditions s’appliquent.</p>',
  });
  const [privacy] = await t.database.db
    .insert(pages)
    .values({
      title: 'Privacy <policy>',
      slug: 'privacy',
      status: 'published',
      seoDescription: 'How we protect "your" data',
      content: '<p>x</p>',
    })
    .returning({ id: pages.id });
  await t.database.db.insert(pages).values([
    { title: 'Unfinished', slug: 'unfinished', status: 'draft', content: '<p>draft</p>' },
    // The privacy policy's translation is still a draft: not announced.
    {
      title: 'Confidentialité',
      slug: 'confidentialite',
      language: 'fr',
      translationOf: privacy!.id,
      status: 'draft',
      content: '<p>y</p>',
    },
    // A French page with no English version.
    {
      title: 'Québec seulement',
      slug: 'quebec-seulement',
      language: 'fr',
      status: 'published',
      content: '<p>z</p>',
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0];

describe('the HTML head the server sends', () => {
  it('gives / its English title, description, canonical and en/fr alternates', async () => {
    const res = await get('/', { 'accept-language': 'en-CA,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<html lang="en-CA"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Donate your car to a Canadian charity | Vehicle Donation Canada</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Donate your car, truck, motorcycle, boat or RV to a registered Canadian charity.',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-CA" href="${BASE}/?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${BASE}/?lang=fr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/">`);
    expect(html).toContain(
      '<meta property="og:title" content="Donate your car to a Canadian charity | Vehicle Donation Canada">',
    );
    expect(html).not.toContain('noindex');
  });

  it('answers a French browser in French (Accept-Language)', async () => {
    const html = (await get('/', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).body;
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html).toContain(
      '<title>Donnez votre auto à un organisme de bienfaisance canadien | Vehicle Donation Canada</title>',
    );
    expect(html).toContain('<meta property="og:locale" content="fr_CA">');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/">`);
  });

  it('follows ?lang=fr over Accept-Language, with that variant as canonical', async () => {
    const html = (await get('/?lang=fr', { 'accept-language': 'en-CA' })).body;
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html).toContain('<meta name="description" content="Donnez votre auto, camion, moto, bateau ou VR');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/?lang=fr">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-CA" href="${BASE}/?lang=en">`);
  });

  it('gives each public route its own title, and keeps query strings out of the canonical', async () => {
    const titles = new Set<string>();
    for (const path of [
      '/home-original',
      '/unified-donation',
      '/vehicle-valuation',
      '/login',
      '/donor-portal',
      '/enhanced-donor-portal',
      '/receipts/verify',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      titles.add(tag(res.body, /<title>[^<]*<\/title>/)!);
    }
    expect(titles.size).toBe(7);
    const tracking = (await get('/enhanced-donor-portal?code=ABCD-EFGH-JKMN')).body;
    expect(tracking).toContain(`<link rel="canonical" href="${BASE}/enhanced-donor-portal">`);
    expect(tracking).not.toContain('ABCD');
    expect((await get('/donate')).body).toContain(`<link rel="canonical" href="${BASE}/unified-donation">`);
  });

  it('titles a content page from the database, as written, escaped', async () => {
    const en = (await get('/pages/terms', { 'accept-language': 'fr-CA' })).body;
    expect(en).toContain('<title>Terms of use | Vehicle Donation Canada</title>');
    expect(en).toContain('<meta name="description" content="These terms &amp; rules apply.">');
    const fr = (await get('/pages/conditions-d-utilisation')).body;
    expect(fr).toContain('<title>Conditions d’utilisation | Vehicle Donation Canada</title>');
    const privacy = (await get('/pages/privacy')).body;
    expect(privacy).toContain('<title>Privacy &lt;policy&gt; | Vehicle Donation Canada</title>');
    expect(privacy).toContain('<meta name="description" content="How we protect &quot;your&quot; data">');
  });

  it("announces a content page and its translation's own address as the hreflang pair", async () => {
    for (const path of ['/pages/terms', '/pages/conditions-d-utilisation']) {
      for (const url of [path, `${path}?lang=fr`, `${path}?lang=en`]) {
        const html = (await get(url)).body;
        expect(html, url).toContain(`<link rel="canonical" href="${BASE}${path}">`);
        expect(html, url).toContain(`<link rel="alternate" hreflang="en-CA" href="${BASE}/pages/terms">`);
        expect(html, url).toContain(
          `<link rel="alternate" hreflang="fr-CA" href="${BASE}/pages/conditions-d-utilisation">`,
        );
        // Both pages of the pair give the same default: the English one.
        expect(html, url).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/pages/terms">`);
        expect(html, url).not.toContain('?lang=');
      }
    }
  });

  it('announces a page without a published translation in its own language only', async () => {
    const privacy = (await get('/pages/privacy')).body;
    expect(privacy).toContain(`<link rel="alternate" hreflang="en-CA" href="${BASE}/pages/privacy">`);
    expect(privacy).not.toContain('hreflang="fr-CA"');
    expect(privacy).not.toContain('confidentialite');
    const quebec = (await get('/pages/quebec-seulement')).body;
    expect(quebec).toContain(`<link rel="alternate" hreflang="fr-CA" href="${BASE}/pages/quebec-seulement">`);
    expect(quebec).not.toContain('hreflang="en-CA"');
    expect(quebec).toContain(
      `<link rel="alternate" hreflang="x-default" href="${BASE}/pages/quebec-seulement">`,
    );
    for (const html of [privacy, quebec]) expect(html).not.toContain('?lang=');
  });

  it('answers unknown paths, drafts and missing pages with 404 and noindex', async () => {
    // A page the route list does not have yet is a 404 too (nothing links to it).
    for (const path of ['/no-such-page', '/pages/unfinished', '/pages/missing', '/blog/missing-post']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<title>Page Not Found | Vehicle Donation Canada</title>');
    }
  });

  it("answers /Blog, /BLOG/ and /Donate as /blog and /donate: the browser's matcher, case and trailing slash ignored", async () => {
    for (const [asked, path] of [
      ['/Blog', '/blog'],
      ['/BLOG/', '/blog'],
      ['/Donate', '/donate'],
      ['/Vehicle-Valuation', '/vehicle-valuation'],
    ] as const) {
      const [odd, plain] = await Promise.all([get(asked), get(path)]);
      expect(odd.statusCode, asked).toBe(200);
      expect(odd.body, asked).not.toContain('noindex');
      expect(tag(odd.body, /<title>[^<]*<\/title>/), asked).toBe(tag(plain.body, /<title>[^<]*<\/title>/));
      const canonical = /<link rel="canonical" href="[^"]*">/;
      expect(tag(odd.body, canonical), asked).toBe(tag(plain.body, canonical));
    }
  });

  it('keeps signed-in areas out of search results', async () => {
    const res = await get('/donation-tracking');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('/robots.txt and /sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and staff areas and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/admin',
      '/donation-tracking',
      '/enhanced-donation-tracking',
      '/dealer-bidding',
      '/charity-management',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('sitemap.xml lists the public routes and published pages with lastmod, never drafts', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/', '/unified-donation', '/vehicle-valuation', '/donor-portal']) {
      expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    }
    // Every public page with a sitemap entry, the assistant's page too.
    for (const path of ['/chat', '/blog']) expect(xml).toContain(`<loc>${BASE}${path}</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${BASE}/pages/terms</loc>[\\s\\S]*?<lastmod>2026-02-03T04:05:06.000Z</lastmod>`),
    );
    expect(xml).toContain(`<loc>${BASE}/pages/privacy</loc>`);
    expect(xml).not.toContain('unfinished');
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/pages/terms?lang=');
  });

  it("sitemap.xml pairs each content page with its published translation's address", async () => {
    const xml = (await get('/sitemap.xml')).body;
    const entry = (path: string) =>
      new RegExp(`<url>\\s*<loc>${BASE}${path}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? '';
    const pair = [
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${BASE}/pages/terms"/>`,
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${BASE}/pages/conditions-d-utilisation"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/pages/terms"/>`,
    ];
    for (const path of ['/pages/terms', '/pages/conditions-d-utilisation']) {
      for (const link of pair) expect(entry(path), path).toContain(link);
    }
    expect(entry('/pages/privacy')).toContain(`hreflang="en-CA" href="${BASE}/pages/privacy"/>`);
    expect(entry('/pages/privacy')).not.toContain('fr-CA');
    expect(entry('/pages/quebec-seulement')).toContain(
      `hreflang="fr-CA" href="${BASE}/pages/quebec-seulement"/>`,
    );
    expect(entry('/pages/quebec-seulement')).not.toContain('en-CA');
    expect(xml).not.toContain('confidentialite');
    // The fixed routes keep their ?lang= variants.
    expect(entry('/vehicle-valuation')).toContain(
      `hreflang="fr-CA" href="${BASE}/vehicle-valuation?lang=fr"/>`,
    );
  });
});
