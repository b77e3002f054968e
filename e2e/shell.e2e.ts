import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  expectAccessible,
  launch,
  loginThroughScreen,
  newContext,
  open,
  type DemoRole,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** What each role's user menu offers (public-site.md §2). */
const MENU: Record<DemoRole, { shows: RegExp[]; hides: RegExp[] }> = {
  admin: { shows: [/admin dashboard/i, /staff dashboard/i, /vehicle auctions/i], hides: [] },
  editor: { shows: [/staff dashboard/i], hides: [/admin dashboard/i, /vehicle auctions/i] },
  dealer: { shows: [/vehicle auctions/i], hides: [/admin dashboard/i, /staff dashboard/i] },
  charity: {
    shows: [/track your donation/i],
    hides: [/admin dashboard/i, /staff dashboard/i, /vehicle auctions/i],
  },
  user: {
    shows: [/track your donation/i],
    hides: [/admin dashboard/i, /staff dashboard/i, /vehicle auctions/i],
  },
};

describe('signed-out visitor', () => {
  it('sees Login, the blog linked, no link to a missing page, and the home page passes axe', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await open(page, '/');
    await expect.poll(() => page.getByRole('link', { name: /^login$/i }).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/blog"]').count(), '/blog').toBeGreaterThan(0);
    // Every link of the page leads to a page that exists (nothing answers 404).
    const hrefs = await page.$$eval('a[href^="/"]', (links) => [
      ...new Set(links.map((a) => (a.getAttribute('href') ?? '').split('#')[0]!)),
    ]);
    for (const href of hrefs.filter(Boolean))
      expect((await ctx.request.get(href)).status(), href).toBeLessThan(400);
    expect(await page.locator('h1').count()).toBe(1);
    await expectAccessible(page, 'home');
    await ctx.close();
  });

  it('moves between pages without reloading, back and forward included; a Ctrl-click stays the browser’s', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await open(page, '/');
    // A mark on the window: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { vdcSamePage: true }));
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: /^blog$/i }).click();
    await page.waitForURL('**/blog');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/blog/i);
    expect(await nav.getByRole('link', { name: /^blog$/i }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('h1').textContent()).not.toMatch(/^blog$/i);
    expect(await nav.getByRole('link', { name: /^blog$/i }).getAttribute('aria-current')).toBeNull();
    await page.goForward();
    await page.waitForURL('**/blog');
    expect(await page.evaluate(() => (window as { vdcSamePage?: boolean }).vdcSamePage)).toBe(true);
    // Ctrl-click: a new tab for the browser, this page stays where it is.
    const opened = ctx.waitForEvent('page');
    await nav.getByRole('link', { name: /^home$/i }).click({ modifiers: ['Control'] });
    await (await opened).close();
    expect(new URL(page.url()).pathname).toBe('/blog');
    await ctx.close();
  });

  it('reaches the main content with the skip link, by keyboard', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await open(page, '/');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toMatch(/skip to main content|passer au contenu/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await ctx.close();
  });

  it('is asked to log in on a staff page, and shown the 404 page on an unknown path', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await page.goto('/donation-tracking');
    await expect.poll(() => page.getByText(/login required/i).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'login required');
    await open(page, '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: /404 page not found/i }).count()).toBe(1);
    await expectAccessible(page, '404');
    await ctx.close();
  });

  it('shows the login screen, refuses a wrong password with "Login Failed"', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await open(page, '/login');
    await expectAccessible(page, 'login');
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/^password/i).fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect.poll(() => page.getByText(/login failed/i).count()).toBeGreaterThan(0);
    await ctx.close();
  });
});

describe.each(Object.keys(MENU) as DemoRole[])('signed in as %s', (role) => {
  it('sees the right links in the user menu, is refused what the role may not open, and logs out', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await loginThroughScreen(page, role);
    await page
      .getByRole('button', { name: new RegExp(account(role).username, 'i') })
      .first()
      .click();
    const menu = page.getByRole('menu');
    for (const name of MENU[role].shows) {
      await expect
        .poll(() => menu.getByRole('menuitem', { name }).count(), { message: String(name) })
        .toBeGreaterThan(0);
    }
    for (const name of MENU[role].hides)
      expect(await menu.getByRole('menuitem', { name }).count(), String(name)).toBe(0);
    await expectAccessible(page, `${role} menu open`);
    await page.keyboard.press('Escape');

    if (role !== 'admin') {
      await page.goto('/admin');
      await expect.poll(() => page.getByText(/access denied/i).count()).toBeGreaterThan(0);
      // The admin area asks for staff, its dashboard for an admin: the guard names what is missing.
      await expect
        .poll(() => page.getByText(/(admin|staff) privileges required|you need admin access/i).count())
        .toBeGreaterThan(0);
      await expectAccessible(page, `${role} refused /admin`);
      const api = await page.request.get('/api/donations');
      expect(api.status()).toBe(role === 'editor' ? 200 : 403);
    } else {
      await page.goto('/admin');
      await expect.poll(() => page.getByText(/access denied/i).count()).toBe(0);
    }

    await open(page, '/');
    await page
      .getByRole('button', { name: new RegExp(account(role).username, 'i') })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect
      .poll(() => page.getByText(/you have been logged out successfully/i).count())
      .toBeGreaterThan(0);
    await ctx.close();
  });
});

describe('language', () => {
  it('switches to French, stores it, and sets <html lang="fr-CA">', async () => {
    const ctx = await newContext(browser, 'en');
    const page = await ctx.newPage();
    await open(page, '/');
    const french = page
      .getByRole('group', { name: /^(language|langue)$/i })
      .getByRole('button', { name: /français/i });
    await french.click();
    await expect.poll(() => french.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await expect.poll(() => page.getByRole('link', { name: /^connexion$/i }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await expectAccessible(page, 'home in French');
    await ctx.close();
  });

  it('follows a French browser on the first visit', async () => {
    const ctx = await newContext(browser, 'fr');
    const page = await ctx.newPage();
    await open(page, '/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    await ctx.close();
  });
});

describe('mobile drawer', () => {
  it('opens at 375 px wide, is 320 px wide, and closes when a link is chosen', async () => {
    const ctx = await newContext(browser, 'en', 375);
    const page = await ctx.newPage();
    await open(page, '/');
    await page.getByRole('button', { name: /open navigation menu/i }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.count()).toBe(1);
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'drawer open');
    await drawer.getByRole('link', { name: /value my car/i }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await ctx.close();
  });
});
