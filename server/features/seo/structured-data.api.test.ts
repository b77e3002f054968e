import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upsertSetting } from '../settings/settings.repo';

let t: TestApp;
const BASE = 'https://dons.example.ca';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The schema.org graph of a page's head (the JSON-LD script that carries the Organization). */
function graph(html: string): Array<Record<string, unknown>> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const site = scripts.find((s) => Array.isArray(s['@graph']));
  expect(site, 'a JSON-LD @graph').toBeDefined();
  return site['@graph'];
}

describe('what a public page tells search engines and sharing cards about the site', () => {
  it('gives every public page an og:image and the Organization and WebSite from the settings', async () => {
    for (const path of ['/', '/vehicle-valuation', '/blog', '/unified-donation']) {
      const html = (await get(path, { 'accept-language': 'en-CA' })).body;
      expect(html, path).toContain(`<meta property="og:image" content="${BASE}/og-image.png">`);
      expect(html, path).toContain('<meta property="og:image:width" content="1200">');
      const [organization, website] = graph(html);
      expect(organization).toMatchObject({
        '@type': 'Organization',
        name: 'Vehicle Donation Canada',
        url: `${BASE}/`,
        logo: `${BASE}/icon-512.png`,
        email: 'support@vehicledonation.ca',
        contactPoint: { telephone: '1-888-555-0199' },
      });
      expect(website).toMatchObject({ '@type': 'WebSite', url: `${BASE}/`, inLanguage: 'en-CA' });
    }
    const [, french] = graph((await get('/', { 'accept-language': 'fr-CA' })).body);
    expect(french).toMatchObject({ '@type': 'WebSite', inLanguage: 'fr-CA' });
  });

  it('names the site and its manifest after the settings, and keeps markup out of the JSON-LD', async () => {
    await upsertSetting(t.database.db, {
      category: 'business',
      key: 'companyName',
      value: 'Dons </script><b>Autos',
      isPublic: true,
    });
    await t.app.ctx.settings.invalidate();
    const html = (await get('/')).body;
    expect(html).not.toContain('</script><b>');
    const [organization, website] = graph(html);
    expect(organization!.name).toBe('Dons </script><b>Autos');
    expect(website!.name).toBe('Dons </script><b>Autos');

    const res = await get('/manifest.webmanifest', { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Dons </script><b>Autos', lang: 'fr-CA', start_url: '/' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).toMatch(/Donnez votre auto/);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
