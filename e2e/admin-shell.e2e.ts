import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntries } from '../client/app/layout/adminSidebar';
import adminEn from '../shared/i18n/en/admin.json';
import { account, expectAccessible, launch, loginAs, newContext, open } from './support/browser';

/** A sidebar entry whose page is not built yet (none once every page exists). */
const UNBUILT = adminEntries().find((e) => !e.built);
/** Its English text, from the catalog (`admin:nav.users` -> "Users"). */
const unbuiltLabel = UNBUILT && (adminEn.nav as Record<string, string>)[UNBUILT.label.split('.').at(-1)!];

/* The admin shell (back-office.md §2): guarded before any admin page exists, sidebar, drawer, Sign Out. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('admin shell', () => {
  it.each(['en', 'fr'] as const)(
    'shows a signed-out visitor the login guard at /admin/users, never the menu (%s)',
    async (lang) => {
      const ctx = await newContext(browser, lang, 390);
      const page = await ctx.newPage();
      await page.goto('/admin/users');
      await expect
        .poll(() => page.getByRole('heading', { name: /login required|connexion requise/i }).count())
        .toBe(1);
      expect(await page.getByRole('navigation', { name: /^administration$/i }).count()).toBe(0);
      await expectAccessible(page, `guard /admin/users ${lang}`);
      await ctx.close();
    },
  );

  it('gives an admin the sidebar: entries by prefix, unbuilt ones not linked, user and role; an unknown admin path is the 404 page', async () => {
    const ctx = await newContext(browser, 'en', 1280);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/donations');
    const sidebar = page.getByRole('navigation', { name: /^administration$/i });
    await sidebar.waitFor();
    const donations = sidebar.getByRole('link', { name: /^donations$/i });
    expect(await donations.getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('link', { name: /^dashboard$/i }).getAttribute('aria-current')).toBeNull();
    // An entry whose page is not built yet: listed, not a link.
    if (unbuiltLabel) {
      expect(await sidebar.getByRole('link', { name: unbuiltLabel }).count()).toBe(0);
      expect(await sidebar.getByText(unbuiltLabel).count()).toBeGreaterThan(0);
    }
    await expect
      .poll(() => page.getByText(`Signed in as ${account('admin').username}`).count())
      .toBeGreaterThan(0);
    await expectAccessible(page, 'admin donations with sidebar');

    // An unknown admin address is the site's 404 page, answered with a 404 status.
    expect((await page.goto('/admin/no-such-page'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /^404 page not found$/i }).waitFor();
    await open(page, '/admin/donations');

    // Keyboard: the sidebar's links are reachable by Tab and followed with Enter.
    await sidebar.getByRole('link', { name: /^dashboard$/i }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/admin');

    await page.getByRole('button', { name: /^sign out$/i }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await ctx.close();
  });

  it.each(['en', 'fr'] as const)('folds the sidebar into a drawer at 390 px (%s)', async (lang) => {
    const ctx = await newContext(browser, lang, 1280);
    const page = await ctx.newPage();
    await loginAs(page, 'admin'); // the user menu it waits for is in the wide header
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/admin/outbox');
    expect(await page.getByRole('navigation', { name: /^administration$/i }).count()).toBe(0);
    await page.getByRole('button', { name: /^(admin menu|menu d’administration)$/i }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.count()).toBe(1);
    await expectAccessible(page, `admin drawer ${lang}`);
    await drawer.getByRole('link', { name: /^(dashboard|tableau de bord)$/i }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await ctx.close();
  });
});
