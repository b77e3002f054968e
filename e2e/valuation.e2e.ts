import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newContext, open } from './support/browser';
import { choose } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('the valuation calculator', () => {
  it('values a vehicle, offers the PDF report, and hands it to the wizard with the condition unchanged', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await open(page, '/vehicle-valuation');
    await expectAccessible(page, 'calculator');

    // The model list waits for a make.
    expect(await page.getByRole('combobox', { name: /^model/i }).isDisabled()).toBe(true);
    await choose(page, /^year/i, '2015');
    await choose(page, /^make/i, 'Toyota');
    await choose(page, /^model/i, 'Corolla');
    await page.getByRole('textbox', { name: /^mileage/i }).fill('180000');
    await choose(page, /^condition/i, /^fair/i);
    await page.getByRole('button', { name: /^calculate value$/i }).click();

    await expect.poll(() => page.getByText(/estimated donation value/i).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/\$\d/).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'calculator results');

    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: /download valuation report/i }).click();
    expect((await report).suggestedFilename()).toMatch(/\.pdf$/);

    await page
      .getByRole('button', { name: /donate this vehicle now/i })
      .or(page.getByRole('link', { name: /donate this vehicle now/i }))
      .first()
      .click();
    await page.waitForURL(/\/unified-donation\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('make')).toBe('Toyota');
    expect(query.get('model')).toBe('Corolla');
    expect(query.get('condition')).toBe('fair');
    expect(query.get('prefilled')).toBe('true');
    await ctx.close();
  });
});
