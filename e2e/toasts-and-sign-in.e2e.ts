import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, launch, loginThroughScreen, newContext, open } from './support/browser';

/*
 * After signing in, staff land in their area with nothing over the user menu; a toast sits at the
 * bottom where it covers no navigation, and leaves with the page that raised it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const toasts = (page: Page) => page.locator('.mantine-Notifications-root [role="alert"]');

describe('sign-in and toasts', () => {
  it('an editor lands on the staff dashboard and can open the user menu at once', async () => {
    const ctx = await newContext(browser, 'en', 1366);
    const page = await ctx.newPage();
    await loginThroughScreen(page, 'editor');
    expect(new URL(page.url()).pathname).toBe('/donation-tracking');
    expect(await toasts(page).count()).toBe(0);
    // The first click reaches the menu: nothing covers it.
    await page
      .getByRole('button', { name: new RegExp(account('editor').username, 'i') })
      .first()
      .click({ timeout: 2_000 });
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    await ctx.close();
  });

  for (const width of [390, 1366]) {
    it(`a toast covers no navigation and is gone once the visitor goes to another page (${width} px)`, async () => {
      const ctx = await newContext(browser, 'fr', width);
      const page = await ctx.newPage();
      await open(page, '/enhanced-donor-portal?lang=fr');
      await page.getByRole('textbox', { name: /code de suivi/i }).fill('ABC');
      await page.getByRole('button', { name: /suivre/i }).click();
      await toasts(page).first().waitFor({ state: 'visible', timeout: 10_000 });

      const [toast, header] = await Promise.all([
        toasts(page).first().boundingBox(),
        page.locator('header').first().boundingBox(),
      ]);
      expect(toast && header, 'toast and header drawn').toBeTruthy();
      const viewport = page.viewportSize()!;
      expect(toast!.y, 'toast below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(toast!.y + toast!.height, 'toast inside the window').toBeLessThanOrEqual(viewport.height);
      expect(toast!.y, 'toast in the lower half').toBeGreaterThan(viewport.height / 2);

      // Leave through the header's home link: the toast does not follow.
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(() => toasts(page).count(), { timeout: 3_000 }).toBe(0);
      await ctx.close();
    });
  }
});
