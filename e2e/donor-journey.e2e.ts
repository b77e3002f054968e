import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleName } from '../shared/format/vehicle-name';
import { expectAccessible, launch, newContext, open, signIn } from './support/browser';
import { submitDonationThroughWizard } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Reads the newest outbox message to an address, as an admin (the site's e-mail when SMTP is off). */
async function latestMailTo(request: APIRequestContext, to: string): Promise<string> {
  await signIn(request, 'admin');
  const list = await request.get('/api/admin/outbox?pageSize=50');
  const items = (await list.json()).items as {
    id: number;
    toAddress?: string;
    to?: string;
    recipient?: string;
  }[];
  const mine = items.find((m) => [m.toAddress, m.to, m.recipient].includes(to));
  expect(mine, `an e-mail to ${to} in the outbox`).toBeTruthy();
  const message = await (await request.get(`/api/admin/outbox/${mine!.id}`)).json();
  return String(message.textBody ?? message.text ?? '');
}

describe.each(['en', 'fr'] as const)('a donor (%s)', (lang) => {
  it('donates from the home page to step 3, then follows the donation by code and by e-mail', async () => {
    const ctx = await newContext(browser, lang);
    const page = await ctx.newPage();
    const lastName = `Journey${lang.toUpperCase()}${Date.now() % 100000}`;
    const donation = await submitDonationThroughWizard(page, lang, { lastName });

    // The portal by access code: the code typed in, Enter submits.
    await open(page, '/enhanced-donor-portal');
    await expectAccessible(page, `code portal (${lang})`);
    const codeField = page.getByRole('textbox', {
      name: lang === 'fr' ? /code de suivi/i : /tracking code/i,
    });
    await codeField.fill(donation.accessCode.toLowerCase());
    await codeField.press('Enter');
    await expect
      .poll(() => page.getByText(lang === 'fr' ? /en attente d'examen/i : /pending review/i).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText(lastName).count()).toBeGreaterThan(0);
    await expectAccessible(page, `code portal result (${lang})`);

    // The portal by e-mail: prove the address with the code e-mailed to it (read from the outbox).
    await open(page, '/donor-portal');
    await expectAccessible(page, `e-mail portal (${lang})`);
    await page
      .getByRole('textbox', { name: lang === 'fr' ? /courriel|adresse/i : /e-mail address/i })
      .fill(donation.email);
    await page.getByRole('button', { name: lang === 'fr' ? /envoy/i : /send me a code/i }).click();
    const codeInput = page.getByRole('textbox', {
      name: lang === 'fr' ? /code à 6 chiffres/i : /6-digit code/i,
    });
    await codeInput.waitFor();

    const adminCtx = await newContext(browser);
    const mail = await latestMailTo(adminCtx.request, donation.email);
    await adminCtx.close();
    const oneTimeCode = /\b(\d{6})\b/.exec(mail)?.[1];
    expect(oneTimeCode, 'a 6-digit code in the e-mail').toBeTruthy();

    await codeInput.fill(oneTimeCode!);
    await page
      .getByRole('button', {
        name: lang === 'fr' ? /afficher mes dons|voir mes dons/i : /show my donations/i,
      })
      .click();
    // The vehicle's name as the language writes it: "Honda Civic 2016" in French.
    const civic = vehicleName({ year: 2016, make: 'Honda', model: 'Civic' }, lang);
    await expect.poll(() => page.getByText(civic).count()).toBeGreaterThan(0);
    await expectAccessible(page, `e-mail portal list (${lang})`);
    await page
      .getByRole('button', { name: new RegExp(civic) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: lang === 'fr' ? /historique/i : /status history/i }).click();
    await dialog.getByRole('tab', { name: lang === 'fr' ? /reçu/i : /^receipt$/i }).click();
    await expect
      .poll(() =>
        dialog
          .getByText(lang === 'fr' ? /reçu fiscal sera disponible/i : /tax receipt will be available/i)
          .count(),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page, `donation dialog (${lang})`);

    // The list of another address stays closed to this browser.
    const other = await page.request.get('/api/donations/email/someone-else%40example.com');
    expect(other.status()).toBe(403);
    await ctx.close();
  });
});
