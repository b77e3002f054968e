import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, open } from './browser';

type Catalog = Record<string, unknown>;
export const catalog = (lang: 'en' | 'fr', ns: string): Catalog =>
  JSON.parse(readFileSync(`shared/i18n/${lang}/${ns}.json`, 'utf8')) as Catalog;

/** A catalog string, looked up by dotted key: the test reads the same words a person sees. */
export function text(c: Catalog, key: string): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Catalog | undefined)?.[k], c);
  if (typeof value !== 'string') throw new Error(`no catalog string ${key}`);
  return value;
}
export const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');

/**
 * Picks an option of a Mantine Select by the field's label and the option's text, as a person does:
 * open the list, click the option. If a click lands elsewhere while the list is being placed (which
 * closes it), the list is opened again.
 */
export async function choose(page: Page, label: RegExp, option: string | RegExp) {
  const field = page.getByRole('combobox', { name: label }).first();
  const item = page.getByRole('option', { name: option }).first();
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) await field.click();
    try {
      await item.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface SubmittedDonation {
  accessCode: string;
  lastName: string;
  email: string;
}

/**
 * Goes from the home page's donate button through the three wizard steps, as a donor would, in the
 * given language, checking each page with axe. Returns the tracking code shown on step 3.
 */
export async function submitDonationThroughWizard(
  page: Page,
  lang: 'en' | 'fr',
  who: { lastName: string },
): Promise<SubmittedDonation> {
  const d = catalog(lang, 'donate');
  const dom = catalog(lang, 'domain');
  const email = `${who.lastName.toLowerCase()}@example.com`;

  await open(page, `/?lang=${lang}`);
  await page
    .getByRole('link', { name: lang === 'fr' ? /faire un don|donner/i : /donate/i })
    .first()
    .click();
  await page.waitForURL(/\/unified-donation/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page, `wizard step 1 (${lang})`);

  await choose(page, exact(text(d, 'vehicle.year')), '2016');
  await choose(page, exact(text(d, 'vehicle.make')), 'Honda');
  await choose(page, exact(text(d, 'vehicle.model')), 'Civic');
  await page.getByRole('textbox', { name: exact(text(d, 'vehicle.mileage')) }).fill('140000');
  await page.getByRole('button', { name: exact(text(d, 'vehicle.submit')) }).click();

  await page.getByRole('heading', { name: exact(text(d, 'estimate.heading')) }).waitFor();
  await expectAccessible(page, `wizard step 2 (${lang})`);
  const field = (key: string) => page.getByRole('textbox', { name: exact(text(d, key)) }).first();
  await field('donor.firstName').fill(lang === 'fr' ? 'Mathilde' : 'Jordan');
  await field('donor.lastName').fill(who.lastName);
  await field('donor.email').fill(email);
  await field('donor.phone').fill('416-555-0142');
  await field('donor.address').fill('25 Queen Street East');
  await field('donor.city').fill('Toronto');
  await field('donor.postalCode').fill('M5C 1R5');
  await choose(
    page,
    exact(text(d, 'donor.charity')),
    /canadian cancer society|société canadienne du cancer/i,
  );
  await choose(page, exact(text(d, 'donor.pickupPreference')), text(dom, 'pickupPreference.asap'));
  await page.getByRole('button', { name: exact(text(d, 'donor.submit')) }).click();

  await expect
    .poll(() => page.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/).count(), {
      message: 'tracking code on step 3',
    })
    .toBeGreaterThan(0);
  await expectAccessible(page, `wizard step 3 (${lang})`);
  const accessCode = (await page
    .getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    .first()
    .textContent())!.trim();
  return { accessCode, lastName: who.lastName, email };
}
