import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, loginAs, newContext, open } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Public pages the server renders, and a heading each must carry before any script runs. */
const PAGES: { path: string; heading: RegExp; french: RegExp }[] = [
  { path: '/', heading: /donate your vehicle to a canadian charity/i, french: /donnez votre véhicule à un/i },
  { path: '/unified-donation', heading: /^donate your vehicle$/i, french: /^donnez votre véhicule$/i },
  { path: '/vehicle-valuation', heading: /vehicle valuation calculator/i, french: /calculateur de valeur/i },
  { path: '/login', heading: /sign in to your account/i, french: /connexion à votre compte/i },
  { path: '/donor-portal', heading: /your donations/i, french: /vos dons/i },
  { path: '/enhanced-donor-portal', heading: /track your donation/i, french: /suivez votre don/i },
  { path: '/receipts/verify', heading: /verify an official receipt/i, french: /vérifier un reçu officiel/i },
  { path: '/pages/terms', heading: /terms of use/i, french: /terms of use/i },
  // Each language of a content page has its own address (DECISIONS §10).
  {
    path: '/pages/conditions-d-utilisation',
    heading: /conditions d.utilisation/i,
    french: /conditions d.utilisation/i,
  },
  { path: '/blog', heading: /blog/i, french: /blog/i },
];

const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

describe('server rendering', () => {
  it('sends each public page readable in the HTML, in the visitor language, with the state to hydrate from', async () => {
    for (const { path, heading, french } of PAGES) {
      const en = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-language': 'en-CA' } });
      const html = await en.text();
      expect(en.status, path).toBe(200);
      // A signed-out page kept in the page cache is cacheable by a CDN (decision 034); a content page is
      // rendered each time (no change channel) and stays private.
      expect(en.headers.get('cache-control'), path).toBe(
        path.startsWith('/pages/')
          ? 'private, no-cache'
          : 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
      );
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(text(h1), path).toMatch(heading);
      expect(html, path).toContain('id="vdc-ssr-state"');
      // No inline script: the Content-Security-Policy would refuse it.
      expect(html.match(/<script(?![^>]*(src=|type="application\/(ld\+)?json"))[^>]*>/g), path).toBeNull();

      const fr = await fetch(`${BASE_URL}${path}`, { headers: { cookie: 'vdc_language=fr' } });
      const frHtml = await fr.text();
      expect(frHtml, path).toContain('<html lang="fr-CA"');
      expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(frHtml)?.[1] ?? ''), `${path} fr`).toMatch(french);
    }
  });

  it('hydrates each public page without a mismatch or a console error', async () => {
    const ctx = await newContext(browser, 'en', 390);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const { path } of PAGES) await open(page, path);
    await open(page, '/?lang=fr');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('renders the signed-in menu on the server for a signed-in visitor', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await loginAs(page, 'editor');
    const cookies = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const html = await (await fetch(`${BASE_URL}/`, { headers: { cookie: cookies } })).text();
    const state = JSON.parse(/id="vdc-ssr-state">([^<]*)</.exec(html)?.[1] ?? '{}') as {
      queries: { key: string[]; data: unknown }[];
    };
    const user = state.queries.find((q) => q.key[0] === '/api/auth/user')?.data as { username?: string };
    expect(user?.username).toBe('editor');
    expect(JSON.stringify(user)).not.toMatch(/sessionId|password/i);
    await ctx.close();
  });

  it('serves hashed assets for a year, pre-compressed, and other files for an hour', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${BASE_URL}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    const icon = await fetch(`${BASE_URL}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
