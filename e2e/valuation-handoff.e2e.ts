import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newContext, open } from './support/browser';
import { choose } from './support/wizard';

type Catalog = Record<string, unknown>;
const fr = (ns: string): Catalog => JSON.parse(readFileSync(`shared/i18n/fr/${ns}.json`, 'utf8')) as Catalog;
const say = (c: Catalog, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Catalog)[k], c) as string;
const starts = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');

const valuation = fr('valuation');
const donate = fr('donate');
const domain = fr('domain');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const combo = (page: Page, label: string) => page.getByRole('combobox', { name: starts(label) }).first();

async function expectFilledCalculator(page: Page) {
  await expect.poll(() => combo(page, say(valuation, 'form.location')).inputValue()).toBe('Québec');
  expect(await combo(page, say(valuation, 'form.accidents')).inputValue()).toBe(
    say(domain, 'accidents.minor'),
  );
  expect(await combo(page, say(valuation, 'form.model')).inputValue()).toBe('Civic');
  expect(
    await page.getByRole('textbox', { name: starts(say(valuation, 'form.mileage')) }).inputValue(),
  ).toMatch(/^150\s?000$/);
  // Valued again on arrival.
  await page.getByRole('button', { name: starts(say(valuation, 'results.donate')) }).waitFor();
}

describe('the calculator → wizard hand-off', () => {
  it('carries a Quebec valuation with a minor accident into the wizard, and back', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await open(page, '/vehicle-valuation?lang=fr');
    await choose(page, starts(say(valuation, 'form.year')), '2015');
    await choose(page, starts(say(valuation, 'form.make')), 'Honda');
    await choose(page, starts(say(valuation, 'form.model')), 'Civic');
    await page.getByRole('textbox', { name: starts(say(valuation, 'form.mileage')) }).fill('150000');
    await choose(page, starts(say(valuation, 'form.accidents')), starts(say(domain, 'accidents.minor')));
    await choose(page, starts(say(valuation, 'form.location')), 'Québec');
    await page.getByRole('button', { name: starts(say(valuation, 'form.submit')) }).click();
    const toWizard = page.getByRole('button', { name: starts(say(valuation, 'results.donate')) });
    await toWizard.click();

    // The wizard has the province and the accident, and says what the calculator estimated.
    await page.waitForURL(/\/unified-donation\?/);
    await expect.poll(() => combo(page, say(donate, 'vehicle.province')).inputValue()).toBe('Québec');
    expect(
      await page.getByRole('checkbox', { name: starts(say(donate, 'vehicle.hasAccidents')) }).isChecked(),
    ).toBe(true);
    const notice = await page.getByText(starts(say(donate, 'prefilledNotice').split('{{')[0]!)).innerText();
    const handedOver = /\d[\d\s\u00a0\u202f]*\s?\$/.exec(notice)?.[0];
    expect(handedOver).toBeTruthy();
    await expectAccessible(page, 'wizard filled from the calculator');

    // "Back" from the wizard reopens the calculator filled and valued.
    await page.getByRole('link', { name: say(donate, 'backToCalculator') }).click();
    await page.waitForURL(/\/vehicle-valuation\?/);
    await expectFilledCalculator(page);
    await expectAccessible(page, 'calculator reopened from the wizard');

    // Again to the wizard: its own estimate is the calculator's.
    await page.getByRole('button', { name: starts(say(valuation, 'results.donate')) }).click();
    await page.waitForURL(/\/unified-donation\?/);
    await page.getByRole('button', { name: starts(say(donate, 'vehicle.submit')) }).click();
    await page.getByRole('heading', { name: starts(say(donate, 'estimate.heading')) }).waitFor();
    const figure = page
      .getByRole('region', { name: starts(say(donate, 'estimate.heading')) })
      .locator('dd')
      .first();
    expect((await figure.innerText()).replace(/\s/g, '')).toBe(handedOver!.replace(/\s/g, ''));

    // The browser's Back also returns to a filled calculator.
    await page.goBack();
    await page.waitForURL(/\/vehicle-valuation\?/);
    await expectFilledCalculator(page);
    await ctx.close();
  });

  it('after a Quebec donation with an unattended pickup, step 3 says what the SAAQ asks', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await open(
      page,
      '/donate?year=2015&make=Honda&model=Civic&mileage=150000&condition=fair&accidents=minor' +
        '&serviceHistory=good&province=QC&vin=&hasLienOrFinance=false&estimatedValue=4000&prefilled=true&lang=fr',
    );
    await page.getByRole('button', { name: starts(say(donate, 'vehicle.submit')) }).click();
    await page.getByRole('heading', { name: starts(say(donate, 'estimate.heading')) }).waitFor();
    const field = (key: string) => page.getByRole('textbox', { name: starts(say(donate, key)) }).first();
    await field('donor.firstName').fill('Chloé');
    await field('donor.lastName').fill('Gagnon');
    await field('donor.email').fill('chloe.gagnon@example.com');
    await field('donor.phone').fill('514-555-0199');
    await field('donor.address').fill('123 rue Principale');
    await field('donor.city').fill('Montréal');
    await field('donor.postalCode').fill('H2X 1Y4');
    await page.getByRole('checkbox', { name: starts(say(donate, 'donor.unattendedPickup')) }).check();
    await page.getByRole('button', { name: starts(say(donate, 'donor.submit')) }).click();

    const prep = page.getByRole('region', { name: "Ce qu'il faut préparer – Québec" });
    await prep.waitFor({ timeout: 30_000 });
    expect(await prep.getByRole('listitem').count()).toBe(5); // document, plate, liability, odometer, unattended
    const source = prep.getByRole('link', { name: /SAAQ/ });
    expect(await source.getAttribute('href')).toMatch(/^https:\/\/saaq\.gouv\.qc\.ca\//);
    await expectAccessible(page, 'step 3 with the Quebec checklist');
    await ctx.close();
  });
});
