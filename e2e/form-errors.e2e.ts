import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, open } from './support/browser';
import { catalog, choose, exact, text } from './support/wizard';

/*
 * On a phone, a form sent with its required fields empty brings its first invalid field into view and
 * focuses it, and the live region tells screen-reader users how many fields need attention.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function phone(lang: 'en' | 'fr', path: string): Promise<Page> {
  const ctx = await newContext(browser, lang, 390);
  const page = await ctx.newPage();
  await open(page, `${path}?lang=${lang}`);
  return page;
}

/** The focused element is the page's first invalid field, fully on screen; returns its accessible label. */
async function expectFirstInvalidFocusedInView(page: Page, label: string): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), {
      message: `${label}: focus on an invalid field`,
    })
    .toBe('true');
  const state = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const first = document.querySelector('main [aria-invalid="true"]');
    const r = focused.getBoundingClientRect();
    const labelled = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : '';
    return {
      isFirst: first === focused,
      inView: r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0,
      name: (labelled ?? focused.getAttribute('aria-label') ?? '').trim(),
    };
  });
  expect(state.isFirst, `${label}: the first invalid field has the focus`).toBe(true);
  expect(state.inView, `${label}: the focused field is on screen`).toBe(true);
  await expect
    .poll(() => page.locator('[data-live-announcer]').textContent(), {
      message: `${label}: number of errors announced`,
    })
    .toMatch(/\d+ (fields? needs? your attention|champs? à corriger)/);
  return state.name;
}

describe('a form sent empty on a phone', () => {
  it('wizard step 1 and step 2 (fr): the first missing field is shown and focused', async () => {
    const d = catalog('fr', 'donate');
    const page = await phone('fr', '/unified-donation');
    await page.getByRole('button', { name: exact(text(d, 'vehicle.submit')) }).click();
    expect(await expectFirstInvalidFocusedInView(page, 'step 1')).toMatch(exact(text(d, 'vehicle.year')));

    await choose(page, exact(text(d, 'vehicle.year')), '2016');
    await choose(page, exact(text(d, 'vehicle.make')), 'Honda');
    await choose(page, exact(text(d, 'vehicle.model')), 'Civic');
    await page.getByRole('textbox', { name: exact(text(d, 'vehicle.mileage')) }).fill('140000');
    await page.getByRole('button', { name: exact(text(d, 'vehicle.submit')) }).click();
    await page.getByRole('heading', { name: exact(text(d, 'estimate.heading')) }).waitFor();
    const submit = page.getByRole('button', { name: exact(text(d, 'donor.submit')) });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expectFirstInvalidFocusedInView(page, 'step 2');
    await page.context().close();
  });

  it('the calculator (fr): the year is shown and focused', async () => {
    const v = catalog('fr', 'valuation');
    const page = await phone('fr', '/vehicle-valuation');
    const submit = page.getByRole('button', { name: exact(text(v, 'form.submit')) });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    expect(await expectFirstInvalidFocusedInView(page, 'calculator')).toMatch(exact(text(v, 'form.year')));
    await page.context().close();
  });

  it('the donor portal (en): the tracking code and the e-mail are shown and focused', async () => {
    const p = catalog('en', 'portal');
    let page = await phone('en', '/enhanced-donor-portal');
    await page.getByRole('button', { name: exact(text(p, 'lookup.submit')) }).click();
    expect(await expectFirstInvalidFocusedInView(page, 'portal code')).toMatch(
      exact(text(p, 'lookup.label')),
    );
    await page.context().close();

    page = await phone('en', '/donor-portal');
    const send = page.getByRole('button', { name: exact(text(p, 'proof.send')) });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    expect(await expectFirstInvalidFocusedInView(page, 'portal e-mail')).toMatch(
      exact(text(p, 'proof.email')),
    );
    await page.context().close();
  });

  it('sign-in (en): the username is shown and focused', async () => {
    const a = catalog('en', 'auth');
    const page = await phone('en', '/login');
    await page.getByRole('button', { name: exact(text(a, 'login.submit')) }).click();
    expect(await expectFirstInvalidFocusedInView(page, 'sign-in')).toMatch(exact(text(a, 'login.username')));
    await page.context().close();
  });
});
