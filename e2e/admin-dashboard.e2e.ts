import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';

/* Issue 16 as an admin: the dashboard, analytics (chart and table views, CSV) and the audit log. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TEXT = {
  en: {
    dashboard: /^dashboard$/i,
    donationsCard: /^donations submitted$/i,
    period: /^period$/i,
    analytics: /^analytics$/i,
    perWeek: /^donations per week$/i,
    showTable: /^show as a table$/i,
    showChart: /^show as a chart$/i,
    audit: /^audit log$/i,
    action: /^action$/i,
    signedIn: 'Signed in',
    apply: /^apply$/i,
    entries: /\d+ entr(y|ies)/i,
  },
  fr: {
    dashboard: /^tableau de bord$/i,
    donationsCard: /^dons soumis$/i,
    period: /^période$/i,
    analytics: /^statistiques$/i,
    perWeek: /^dons par semaine$/i,
    showTable: /^afficher en tableau$/i,
    showChart: /^afficher en graphique$/i,
    audit: /^journal d’audit$/i,
    action: /^action$/i,
    signedIn: 'Connexion',
    apply: /^appliquer$/i,
    entries: /\d+ entrées?/i,
  },
};

async function heading(page: Page, name: RegExp) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).count()).toBe(1);
}

/** The page fits the window: nothing scrolls sideways but the tables' own scroll regions. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

// French on a phone and English on a desktop (each language and each size once, as in every journey).
describe.each([
  ['fr', 390],
  ['en', 1280],
] as const)('an admin (%s, %i px)', (lang, width) => {
  const x = TEXT[lang];

  it('reads the dashboard, the analytics as chart and table, and the audit log', async () => {
    const ctx = await newContext(browser, lang, width);
    const page = await ctx.newPage();
    await loginAs(page, 'admin');

    // Dashboard: the four cards, the period in the address.
    await open(page, '/admin');
    await heading(page, x.dashboard);
    await expect.poll(() => page.getByRole('region', { name: x.donationsCard }).count()).toBe(1);
    await page.getByLabel(x.period).selectOption('7');
    await page.waitForURL((u) => u.searchParams.get('days') === '7');
    await expect.poll(() => page.getByRole('region', { name: x.donationsCard }).count()).toBe(1);
    await fitsWidth(page);
    await expectAccessible(page, `dashboard ${lang} ${width}`);

    // Analytics: a chart, its table view on request, its CSV.
    await open(page, '/admin/analytics?days=365');
    await heading(page, x.analytics);
    const weekly = page.getByRole('region', { name: x.perWeek });
    await weekly.waitFor();
    await expect.poll(() => weekly.locator('.recharts-surface').count()).toBe(1);
    await weekly.getByRole('button', { name: x.showTable }).click();
    await expect.poll(() => weekly.locator('.recharts-surface').count()).toBe(0);
    const rows = await weekly.getByRole('row').count();
    expect(rows).toBeGreaterThan(50); // 52 or 53 weeks and the header
    await fitsWidth(page);
    await expectAccessible(page, `analytics table view ${lang} ${width}`);
    await weekly.getByRole('button', { name: x.showChart }).click();
    await expect.poll(() => weekly.locator('.recharts-surface').count()).toBe(1);
    const href = await weekly.getByRole('link', { name: /csv/i }).getAttribute('href');
    expect(href).toBe(`/api/admin/analytics/export/per-week?days=365&lang=${lang}`);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expectAccessible(page, `analytics charts ${lang} ${width}`);

    // Audit log: the sign-in just made is listed; filter by action.
    await open(page, '/admin/audit');
    await heading(page, x.audit);
    await expect.poll(() => page.getByText(x.entries).count()).toBe(1);
    await page.getByLabel(x.action).selectOption({ label: x.signedIn });
    await page.getByRole('button', { name: x.apply }).click();
    const table = page.getByRole('table');
    await expect.poll(() => table.getByRole('cell', { name: /^admin$/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => table.getByText('auth.sign_in_failed').count()).toBe(0);
    await fitsWidth(page);
    await expectAccessible(page, `audit log ${lang} ${width}`);
    await ctx.close();
  });
});
