import type { APIRequestContext, Browser } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { submitDonationThroughWizard } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The newest outbox message to an address, read as the admin (no SMTP in the browser tests). */
async function latestMailTo(request: APIRequestContext, to: string): Promise<string> {
  await signIn(request, 'admin');
  const items = (await (await request.get('/api/admin/outbox?pageSize=50')).json()).items as {
    id: number;
    recipient: string;
  }[];
  const mine = items.find((m) => m.recipient === to);
  expect(mine, `an e-mail to ${to}`).toBeTruthy();
  const message = await (await request.get(`/api/admin/outbox/${mine!.id}`)).json();
  return String(message.textBody ?? message.text ?? '');
}

describe('donor privacy rights', () => {
  it('a donor exports their data and asks for deletion, in French at 390 px', async () => {
    const lastName = `Prive${Date.now() % 100000}`;
    const wizardCtx = await newContext(browser, 'fr');
    const donation = await submitDonationThroughWizard(await wizardCtx.newPage(), 'fr', { lastName });
    await wizardCtx.close();

    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await open(page, '/donor-portal?lang=fr');
    await page.getByRole('textbox', { name: /courriel|adresse/i }).fill(donation.email);
    await page.getByRole('button', { name: /envoyer un code/i }).click();
    const codeInput = page.getByRole('textbox', { name: /code à 6 chiffres/i });
    await codeInput.waitFor();
    const adminCtx = await newContext(browser);
    const code = /\b(\d{6})\b/.exec(await latestMailTo(adminCtx.request, donation.email))?.[1];
    await adminCtx.close();
    await codeInput.fill(code!);
    await page.getByRole('button', { name: /afficher mes dons/i }).click();

    const panel = page.getByRole('region', { name: /vos données et votre vie privée/i });
    await panel.waitFor();
    await expectAccessible(page, 'portal privacy panel (fr, 390)');

    // The JSON download holds this donation.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: /télécharger mes données/i }).click(),
    ]);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.email).toBe(donation.email);
    expect(data.donations).toHaveLength(1);
    expect(data.donations[0].lastName).toBe(lastName);
    // The readable summary, in French.
    const href = await panel.getByRole('link', { name: /résumé lisible/i }).getAttribute('href');
    const summary = await page.request.get(href!);
    expect(summary.status()).toBe(200);
    expect(await summary.text()).toContain('Historique des statuts');

    // Deletion, confirmed in a dialog; the donor is told what happened.
    await panel.getByRole('button', { name: /demander la suppression/i }).click();
    const dialog = page.getByRole('dialog', { name: /supprimer vos données/i });
    await dialog.waitFor();
    await expectAccessible(page, 'deletion dialog (fr, 390)');
    await dialog.getByRole('button', { name: /oui, supprimer/i }).click();
    await expect.poll(() => page.getByText(/vos données ont été supprimées/i).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/1 don a été anonymisé/i).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'deletion done (fr, 390)');
    // The proof no longer opens anything for this address: its donations are anonymised.
    const list = await page.request.get(`/api/donations/email/${encodeURIComponent(donation.email)}`);
    expect(await list.json()).toEqual([]);
    await ctx.close();

    // The admin sees the requests with their due dates and actions.
    for (const [lang, width] of [
      ['en', 1280],
      ['fr', 390],
    ] as const) {
      const adminPage = await (await newContext(browser, lang, width)).newPage();
      await loginAs(adminPage, 'admin', `/admin/privacy-requests?lang=${lang}`);
      const table = adminPage.getByRole('table');
      await table.waitFor();
      await expect
        .poll(() => table.getByText(lang === 'fr' ? /suppression/i : /deletion/i).count())
        .toBeGreaterThan(0);
      await expectAccessible(adminPage, `admin privacy requests (${lang}, ${width})`);
      await adminPage.context().close();
    }
  });

  it('the privacy page names the officer and lists retention and rights, in both languages', async () => {
    for (const [lang, width] of [
      ['en', 1280],
      ['fr', 390],
    ] as const) {
      const page = await (await newContext(browser, lang, width)).newPage();
      await open(page, `/privacy?lang=${lang}`);
      await expect
        .poll(() => page.getByRole('link', { name: 'privacy@vehicledonation.ca' }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByText(/2555/).count()).toBeGreaterThan(0);
      await expectAccessible(page, `privacy page (${lang}, ${width})`);
      await page.context().close();
    }
  });
});
