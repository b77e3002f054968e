import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext } from './support/browser';

/* The admin's API reference (/admin/api): the routes of /api/openapi.json with their policies. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('API reference', () => {
  it.each([
    ['en', 1280, /^API reference$/, /filter routes/i, 'Administrators and editors'],
    ['fr', 390, /^Référence de l’API$/, /filtrer les routes/i, 'Administrateurs et rédacteurs'],
  ] as const)(
    'lists the routes with who may call them, filterable (%s, %i px)',
    async (lang, width, title, filter, staff) => {
      const ctx = await newContext(browser, lang, width);
      const page = await ctx.newPage();
      await loginAs(page, 'admin', '/admin/api');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(50);
      await page.getByLabel(filter).fill('/status');
      await expect.poll(() => page.getByText('/api/donations/{id}/status', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('cell', { name: staff }).count()).toBeGreaterThan(0);
      await expectAccessible(page, `admin api ${lang}`);
      await ctx.close();
    },
  );
});
