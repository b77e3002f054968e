import { todayInCanada } from '../shared/canada-date';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, exact, submitDonationThroughWizard, text, type SubmittedDonation } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const toastSaying = (page: Page, text: RegExp) =>
  expect.poll(() => page.getByText(text).count(), { message: String(text) }).toBeGreaterThan(0);

/** The donor's view of the stage, read in the access-code portal. */
async function donorSees(browser: Browser, code: string, stage: RegExp) {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await open(page, `/enhanced-donor-portal?code=${code}`);
  await expect
    .poll(() => page.getByText(stage).count(), { message: `donor sees ${stage}` })
    .toBeGreaterThan(0);
  return { ctx, page };
}

/** The Update Status form of the side panel (the details form repeats some of its fields). */
const statusForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: /^update status$/i }) });

async function moveTo(
  page: Page,
  status: RegExp,
  fill?: (form: ReturnType<typeof statusForm>) => Promise<void>,
) {
  await page.getByLabel(/^new status/i).selectOption({ label: await optionLabel(page, status) });
  if (fill) await fill(statusForm(page));
  await page.getByRole('button', { name: /^update status$/i }).click();
  await toastSaying(page, /status updated successfully/i);
}

async function optionLabel(page: Page, status: RegExp): Promise<string> {
  const labels = await page
    .getByLabel(/^new status/i)
    .locator('option')
    .allTextContents();
  const found = labels.find((l) => status.test(l));
  if (!found) throw new Error(`no status option ${status} among ${labels.join(', ')}`);
  return found;
}

describe('a staff member takes a wizard donation to an issued receipt', () => {
  let donation: SubmittedDonation;
  let issued: { pdf: Buffer; number: string };

  it('the donor submits a donation through the wizard', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    donation = await submitDonationThroughWizard(page, 'en', { lastName: `Receipt${Date.now() % 100000}` });
    expect(donation.accessCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await ctx.close();
  });

  it('staff schedule the pickup, record it, value it and issue the receipt; the donor follows each step', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await loginAs(page, 'editor', '/donation-tracking');
    await expectAccessible(page, 'staff dashboard');
    await page.getByLabel(/search donations/i).fill(donation.lastName);
    await page
      .getByRole('button', { name: new RegExp(`open donation \\d+ from .*${donation.lastName}`, 'i') })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: /donation #\d+/i }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'donation panel');

    // Today as the server counts it: a vehicle marked picked up cannot carry a date after today (issue 33).
    const today = todayInCanada();
    await moveTo(page, /pickup scheduled/i, async (form) => {
      await form.getByLabel(/^pickup date/i).fill(today);
      await form.getByLabel(/^pickup time/i).fill('10:00');
      await form.getByLabel(/^towing company/i).fill('Maple Towing Ltd.');
    });
    let donor = await donorSees(browser, donation.accessCode, /pickup scheduled/i);
    await donor.ctx.close();

    await moveTo(page, /vehicle picked up/i);
    donor = await donorSees(browser, donation.accessCode, /vehicle picked up/i);
    await donor.ctx.close();

    await moveTo(page, /^valued/i, async (form) => {
      await form.getByLabel(/^fair market value/i).fill('850');
      // The receipt needs the acquisition date (deemed fair market value, ITA 248(35)).
      await form.getByLabel(/^how the donor acquired it/i).selectOption('purchase');
      await form.getByLabel(/^year acquired/i).fill('2015');
      await form.getByLabel(/^month acquired/i).selectOption('6');
    });
    donor = await donorSees(browser, donation.accessCode, /valued/i);
    await donor.ctx.close();

    const value = page.getByLabel(/receipt value/i);
    await expect.poll(() => value.inputValue()).toMatch(/850/);
    await page.getByRole('button', { name: /^generate tax receipt$/i }).click();
    await toastSaying(page, /receipt generated successfully/i);
    await expect.poll(() => page.getByText(/receipt no\./i).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'receipt issued');
    await ctx.close();
  });

  it('the donor sees the receipt in the portal and downloads the PDF', async () => {
    const { ctx, page } = await donorSees(browser, donation.accessCode, /receipt issued/i);
    await expectAccessible(page, 'portal with receipt');
    const link = page.getByRole('link', { name: /download.*receipt/i }).first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    issued = {
      pdf: await pdf.body(),
      number: /receipt-([\w-]+)\.pdf/.exec(pdf.headers()['content-disposition'] ?? '')![1]!,
    };
    // Another code finds nothing, and the staff PDF route refuses the anonymous donor.
    expect((await page.request.get('/api/donor-portal/ZZZZ-ZZZZ-ZZZZ/receipt')).status()).toBe(404);
    await ctx.close();
  });

  it('anyone checks the number and sees only its status; whoever holds the PDF sees its charity, date and amount (fr, 390 px)', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await open(page, `/receipts/verify/${issued.number}`);
    await expect.poll(() => page.getByText('Ce numéro de reçu est valide').count()).toBeGreaterThan(0);
    expect(await page.getByText(/850,00/).count()).toBe(0);
    expect(await page.getByText(/Montant admissible/).count()).toBe(0);
    await expectAccessible(page, 'receipt verified by number (fr, 390)');
    await page.locator('input[type="file"]').setInputFiles({
      name: `recu-${issued.number}.pdf`,
      mimeType: 'application/pdf',
      buffer: issued.pdf,
    });
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await expect.poll(() => page.getByText(/Montant admissible/).count()).toBeGreaterThan(0);
    expect(await page.getByText(/850,00\s*\$/).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'receipt verified with its PDF (fr, 390)');
    await ctx.close();
  });
});

/**
 * Issue 33, evidence after a scrap, set up through the API (those screens have their own tests): the
 * donation is picked up today, a dealer bids $1,800 at an auction that closes under its $90,000
 * reserve, the vehicle is scrapped for $350, and staff record how the donor acquired it.
 */
async function scrappedWithBid(lang: 'en' | 'fr'): Promise<string> {
  const donorCtx = await newContext(browser, lang);
  const lastName = `Evidence${lang}${Date.now() % 100000}`;
  await submitDonationThroughWizard(await donorCtx.newPage(), lang, { lastName });
  await donorCtx.close();

  const adminCtx = await newContext(browser);
  const dealerCtx = await newContext(browser);
  await signIn(adminCtx.request, 'admin');
  await signIn(dealerCtx.request, 'dealer');
  const admin = adminCtx.request;
  const list = await (await admin.get(`/api/donations?search=${encodeURIComponent(lastName)}`)).json();
  const donationId = list.items[0].id as number;
  const picked = await admin.patch(`/api/donations/${donationId}/status`, {
    data: { status: 'picked_up', pickup: { pickupDate: todayInCanada() } },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  const created = await admin.post('/api/auctions', {
    data: { donationId, vehicleLocation: 'Toronto, ON', reservePrice: 90_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const auctionId = (await created.json()).id as number;
  expect((await admin.patch(`/api/auctions/${auctionId}/start`)).status()).toBe(200);
  const bid = await dealerCtx.request.post('/api/bids', { data: { auctionId, bidAmount: 1800 } });
  expect(bid.status(), await bid.text()).toBe(201);
  expect((await admin.patch(`/api/auctions/${auctionId}/end`)).status()).toBe(200);
  const scrap = await admin.patch(`/api/auctions/${auctionId}/scrap`, { data: { scrapValue: 350 } });
  expect(scrap.status(), await scrap.text()).toBe(200);
  const details = await admin.patch(`/api/donations/${donationId}/details`, {
    data: { valuation: { acquisitionKind: 'purchase', acquisitionYear: 2015, acquisitionMonth: 6 } },
  });
  expect(details.status(), await details.text()).toBe(200);
  await adminCtx.close();
  await dealerCtx.close();
  return lastName;
}

/** A price as the page writes it ("$1,800.00", "1 800,00 $"), spaces of any kind. */
const price = (lang: 'en' | 'fr', whole: string) =>
  lang === 'en' ? `\\$${whole.replace(' ', ',')}\\.00` : `${whole.replace(' ', '\\s')},00\\s\\$`;

describe("the staff receipt's evidence choice after a scrap", () => {
  for (const [lang, width] of [
    ['fr', 390],
    ['en', 1280],
  ] as const) {
    it(`lists the figures on file, defaults to the arm's-length bid, and asks why for another (${lang}, ${width} px)`, async () => {
      const r = catalog(lang, 'receipts');
      const staff = catalog(lang, 'staff');
      const lastName = await scrappedWithBid(lang);
      const ctx = await newContext(browser, lang, width);
      const page = await ctx.newPage();
      await loginAs(page, 'admin', '/donation-tracking');
      await page.getByLabel(exact(text(staff, 'list.search'))).fill(lastName);
      await page
        .getByRole('button', { name: new RegExp(`\\d+.*${lastName}`, 'i') })
        .first()
        .click();

      const choice = page.getByRole('radiogroup', { name: exact(text(r, 'form.evidence.legend')) });
      await choice.waitFor();
      const bid = choice.getByRole('radio', {
        name: new RegExp(
          `${text(r, 'form.evidence.kind.bid').replace("'", '.')}\\s*:\\s*${price(lang, '1 800')}`,
          'i',
        ),
      });
      const scrap = choice.getByRole('radio', {
        name: new RegExp(`${text(r, 'form.evidence.kind.scrap')}\\s*:\\s*${price(lang, '350')}`, 'i'),
      });
      // The highest arm's-length figure is the default, and the receipt value follows it.
      expect(await bid.isChecked()).toBe(true);
      expect(await scrap.isChecked()).toBe(false);
      const value = page.getByLabel(exact(text(r, 'form.receiptValue')));
      await expect.poll(() => value.inputValue()).toMatch(/1[\s,\u00a0\u202f]?800/);
      await expectAccessible(page, `evidence choice (${lang}, ${width})`);

      // Another figure: its value replaces the default's, and a reason is required before issuing.
      await scrap.check();
      await expect.poll(() => value.inputValue()).toMatch(/^350/);
      const reason = page.getByLabel(exact(text(r, 'form.evidence.reason')));
      await reason.waitFor();
      await page.getByRole('button', { name: exact(text(r, 'generate.submit')) }).click();
      await expect
        .poll(() => page.getByText(exact(text(r, 'form.evidence.reasonRequired'))).count())
        .toBeGreaterThan(0);
      await expectAccessible(page, `evidence reason required (${lang}, ${width})`);

      await reason.fill(
        lang === 'fr'
          ? 'Le concessionnaire a retiré son offre après la fermeture de l’encan.'
          : 'The dealer withdrew the bid after the auction closed.',
      );
      await page.getByRole('button', { name: exact(text(r, 'generate.submit')) }).click();
      await toastSaying(page, exact(text(r, 'toast.generated')));
      await ctx.close();
    }, 240_000);
  }
});

describe('an editor', () => {
  it('cannot reach the admin pages, and the server refuses their API', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await loginAs(page, 'editor');
    for (const path of ['/admin', '/admin/donations', '/admin/outbox']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByText(/admin privileges required|you need admin access/i).count(), {
          message: path,
        })
        .toBeGreaterThan(0);
    }
    await expectAccessible(page, 'editor refused');
    expect((await page.request.get('/api/admin/outbox')).status()).toBe(403);
    await ctx.close();
  });
});

describe('an admin', () => {
  it('reads the donations list and the e-mail outbox, with rows and no serious axe violation', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/donations');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'admin donations');
    // A donor asks for a portal code: the e-mail lands in the outbox (no SMTP in tests).
    const challenge = await page.request.post('/api/donor-portal/email/challenge', {
      data: { email: 'donor@demo.vehicledonation.ca' },
    });
    expect(challenge.status()).toBe(202);
    await open(page, '/admin/outbox');
    await expect
      .poll(() => page.getByRole('row', { name: /donor@demo\.vehicledonation\.ca/ }).count())
      .toBeGreaterThan(0);
    await expectAccessible(page, 'admin outbox');
    await ctx.close();
  });
});
