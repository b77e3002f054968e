import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, exact, submitDonationThroughWizard, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const frM = catalog('fr', 'money');
const enM = catalog('en', 'money');

/** French amounts use no-break spaces; compare them as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * Staff steps done through the API as the admin (their screens have their own tests): the donation is
 * picked up, put up for auction and started; returns the auction.
 */
async function auctionFor(request: APIRequestContext, lastName: string, reservePrice?: number) {
  const list = await (await request.get(`/api/donations?search=${encodeURIComponent(lastName)}`)).json();
  const donationId = list.items[0].id as number;
  expect(
    (await request.patch(`/api/donations/${donationId}/status`, { data: { status: 'picked_up' } })).status(),
  ).toBe(200);
  const created = await request.post('/api/auctions', {
    data: { donationId, vehicleLocation: 'Toronto, ON', ...(reservePrice ? { reservePrice } : {}) },
  });
  expect(created.status()).toBe(201);
  const auction = await created.json();
  expect((await request.patch(`/api/auctions/${auction.id}/start`)).status()).toBe(200);
  return { donationId, auctionId: auction.id as number };
}

/** Where a long flow is, in the run's output (these flows cross four accounts). */
const step = (what: string) => console.info(`money e2e: ${what}`);

const toast = (page: Page, words: string) =>
  expect.poll(() => page.getByText(exact(words)).count(), { message: words }).toBeGreaterThan(0);

describe('the money side, from donation to the charity’s statement', () => {
  it('auction sale → settlement → payout paid → statement downloaded by the charity → donor sees the amount (fr, 390 px)', async () => {
    const donorCtx = await newContext(browser, 'fr', 390);
    const donor = await donorCtx.newPage();
    const lastName = `Argent${Date.now() % 100000}`;
    const donation = await submitDonationThroughWizard(donor, 'fr', { lastName });

    step('donation submitted (fr)');
    const adminCtx = await newContext(browser, 'fr', 390);
    await signIn(adminCtx.request, 'admin');
    const { auctionId } = await auctionFor(adminCtx.request, lastName);
    const dealerCtx = await newContext(browser);
    await signIn(dealerCtx.request, 'dealer');
    const bid = await dealerCtx.request.post('/api/bids', { data: { auctionId, bidAmount: 1600 } });
    expect(bid.status()).toBe(201);
    await dealerCtx.close();
    expect((await adminCtx.request.patch(`/api/auctions/${auctionId}/end`)).status()).toBe(200);

    step('auction sold');
    // The admin runs the payouts and records the payment on /admin/payouts.
    const admin = await adminCtx.newPage();
    await loginAs(admin, 'admin', '/admin/payouts');
    await admin.getByRole('button', { name: exact(text(frM, 'admin.runNow')) }).click();
    await toast(admin, text(frM, 'admin.runTitle'));
    const payout = (await (await adminCtx.request.get('/api/admin/payouts')).json()).payouts.find(
      (p: { charityName: string; status: string }) => /cancer/i.test(p.charityName) && p.status === 'open',
    );
    expect(payout).toBeTruthy();
    await expectAccessible(admin, 'admin payouts (fr, 390)');
    await admin
      .getByRole('button', {
        name: exact(text(frM, 'admin.recordPayment').replace('{{number}}', payout.number)),
      })
      .click();
    await admin
      .getByRole('textbox', { name: new RegExp(text(frM, 'admin.reference').slice(0, 9)) })
      .fill('TEF-2026-77');
    await expectAccessible(admin, 'record payment dialog (fr, 390)');
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: exact(text(frM, 'admin.paidSubmit')) })
      .click();
    await toast(admin, text(frM, 'admin.paidTitle'));

    step('payment recorded');
    // The charity's Money tab: the payout paid, its statement downloaded.
    const charityCtx = await newContext(browser, 'fr', 390);
    // Signed in through the API: at 390 px the account menu is behind the burger (login has its own tests).
    await signIn(charityCtx.request, 'charity');
    const charity = await charityCtx.newPage();
    await open(charity, '/charity-management?tab=money');
    const statement = charity.getByRole('link', {
      name: exact(text(frM, 'ui.statementPdf').replace('{{number}}', payout.number)),
    });
    await statement.waitFor();
    await expect.poll(() => charity.getByText(exact(text(frM, 'status.paid'))).count()).toBeGreaterThan(0);
    await expectAccessible(charity, 'charity money tab (fr, 390)');
    const [download] = await Promise.all([charity.waitForEvent('download'), statement.click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
    // Mantine's SegmentedControl hides its radios; a person clicks the label.
    await charity
      .locator('label')
      .filter({ hasText: exact(text(frM, 'ui.table')) })
      .click();
    await expect
      .poll(() => charity.getByRole('columnheader', { name: exact(text(frM, 'ui.col.month')) }).count())
      .toBe(1);

    step('statement downloaded');
    // The donor's portal: how much of the sale reached the charity.
    await open(donor, `/enhanced-donor-portal?code=${donation.accessCode}`);
    await expect
      .poll(async () => plain((await donor.locator('main').textContent()) ?? ''))
      .toMatch(/1 365,00 \$ des 1 600,00 \$ sont allés à Canadian Cancer Society/);
    await expectAccessible(donor, 'donor portal with the sale (fr, 390)');
    await Promise.all([donorCtx.close(), adminCtx.close(), charityCtx.close()]);
  }, 240_000);

  it('a scrapped vehicle with its recycling certificate, seen by the donor and the charity (en, desktop)', async () => {
    const donorCtx = await newContext(browser, 'en');
    const donor = await donorCtx.newPage();
    const lastName = `Scrap${Date.now() % 100000}`;
    const donation = await submitDonationThroughWizard(donor, 'en', { lastName });

    step('donation submitted (en)');
    const adminCtx = await newContext(browser, 'en');
    await signIn(adminCtx.request, 'admin');
    const { auctionId } = await auctionFor(adminCtx.request, lastName, 90_000);
    expect((await adminCtx.request.patch(`/api/auctions/${auctionId}/end`)).status()).toBe(200);
    expect(
      (
        await adminCtx.request.patch(`/api/auctions/${auctionId}/scrap`, { data: { scrapValue: 400 } })
      ).status(),
    ).toBe(200);

    step('scrapped');
    const admin = await adminCtx.newPage();
    await loginAs(admin, 'admin', '/admin/auctions');
    await admin
      .getByRole('article')
      .filter({ hasText: '$400.00' })
      .getByRole('button', { name: exact(text(enM, 'recycling.action')) })
      .first()
      .click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: exact(text(enM, 'recycling.recyclerName')) }).waitFor();

    await dialog
      .getByRole('textbox', { name: exact(text(enM, 'recycling.recyclerName')) })
      .fill('Toronto Auto Recyclers');
    await dialog
      .getByRole('textbox', { name: exact(text(enM, 'recycling.recyclerLicence')) })
      .fill('ON-ARA-5512');
    await dialog
      .getByRole('textbox', { name: exact(text(enM, 'recycling.certificateNumber')) })
      .fill('COD-88120');
    await dialog
      .getByLabel(exact(text(enM, 'recycling.certificateDate')))
      .fill(new Date().toISOString().slice(0, 10));
    await expectAccessible(admin, 'recycling dialog (en)');
    await dialog.getByRole('button', { name: exact(text(enM, 'recycling.submit')) }).click();
    await toast(admin, text(enM, 'recycling.savedTitle'));

    step('recycling recorded');
    await open(donor, `/enhanced-donor-portal?code=${donation.accessCode}`);
    await expect.poll(() => donor.getByText(/COD-88120/).count()).toBeGreaterThan(0);
    await expect
      .poll(() => donor.getByText(/\$285\.00 of the \$400\.00 went to Canadian Cancer Society/).count())
      .toBeGreaterThan(0);
    await expectAccessible(donor, 'donor portal with the recycling certificate (en)');

    const charityCtx = await newContext(browser, 'en');
    const charity = await charityCtx.newPage();
    await loginAs(charity, 'charity', '/charity-management?tab=money');
    await expect
      .poll(() => charity.getByText(/Toronto Auto Recyclers, certificate COD-88120/).count())
      .toBeGreaterThan(0);
    await expectAccessible(charity, 'charity money tab with a scrapped vehicle (en)');
    await Promise.all([donorCtx.close(), adminCtx.close(), charityCtx.close()]);
  }, 240_000);
});
