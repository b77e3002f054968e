import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePolicy, ROUTES } from '../client/app/routes';
import { expectAccessible, launch, newContext, open } from './support/browser';
import {
  expectNoCutButtonText,
  expectNoHorizontalOverflow,
  expectSelectsOpenInView,
} from './support/layout-checks';

/*
 * Each public page opened directly in a fresh browser context (no page before it in the tab, so it
 * has only its own scripts and stylesheets), in both languages, on a 390 px phone and a 1366 px
 * desktop: nothing wider than the window, no button text cut, every Select's list opens next to its
 * field inside the window, by click and by keyboard, without moving the page (the phones with reduced
 * motion). axe on the French phone page (the longest words; the other journeys run it on desktop).
 */

/** A real address for each public route with a parameter; a new one fails here until it has one. */
const EXAMPLES: Record<string, string> = {
  '/pages/:slug': '/pages/terms',
  '/receipts/verify/:number': '/receipts/verify/2026-000001',
  '/blog/:slug': '/blog/how-tax-receipts-for-donated-vehicles-work',
  // The demo's contact form (English; the French visitor sees the link to « Nous joindre »).
  '/forms/:slug': '/forms/contact',
};

const PAGES = ROUTES.filter((r) => r.path !== '*' && routePolicy(r) === 'public').map(
  (r) => EXAMPLES[r.path] ?? r.path,
);

const WIDTHS = [390, 1366] as const;
const LANGS = ['fr', 'en'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('public pages opened directly', () => {
  it('has an example address for each public route with a parameter', () => {
    expect(PAGES.filter((p) => p.includes(':'))).toEqual([]);
    expect(PAGES).toContain('/vehicle-valuation');
  });

  for (const path of PAGES) {
    it(`${path}: fits the window, cuts no button text, opens every list in view (fr/en, 390/1366 px)`, async () => {
      // The four combinations side by side, a context each: most of the time goes to waiting.
      const counts = await Promise.all(
        LANGS.flatMap((lang) =>
          WIDTHS.map(async (width) => {
            const label = `${path} (${lang}, ${width}px)`;
            const ctx = await newContext(browser, lang, width);
            try {
              const page = await ctx.newPage();
              // The phones ask for reduced motion, as many people set them (lists opened with no transition).
              if (width === 390) await page.emulateMedia({ reducedMotion: 'reduce' });
              await open(page, `${path}?lang=${lang}`);
              // A redirect to another page of the list (/donate) is checked there.
              const landed = new URL(page.url()).pathname;
              if (landed !== path && PAGES.includes(landed)) return 0;
              await expectNoHorizontalOverflow(page, label);
              await expectNoCutButtonText(page, label);
              const selects = await expectSelectsOpenInView(page, label);
              if (selects > 0) await expectNoHorizontalOverflow(page, `${label} after the lists`);
              if (width === 390 && lang === 'fr') await expectAccessible(page, label);
              return selects;
            } finally {
              await ctx.close();
            }
          }),
        ),
      );
      if (path === '/vehicle-valuation' || path === '/unified-donation')
        expect(Math.min(...counts), `${path} has lists to check`).toBeGreaterThan(0);
    });
  }
});
