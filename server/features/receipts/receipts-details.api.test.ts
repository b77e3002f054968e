import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalReceiptArchive, taxReceipts } from '../../db/schema/receipts';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/** Issue 33, "details the review caught": place of issue, signer's title, 248(35), the replaced original. */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'details.admin');
  staff = await login(t, 'details.admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: staff, 'accept-language': 'en-CA' }, payload });

async function issuedPdfText(donationId: number): Promise<string> {
  const [receipt] = await t.database.db
    .select()
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donationId));
  const file = await t.app.ctx.storage.get(t.database.db, receipt!.fileId!);
  return flatPdfText(file!.body);
}

describe('place of issue', () => {
  it("prints the charity's own place, never the platform's city", async () => {
    const c = await insertSigningCharity(t, {
      registrationNumber: '301000001RR0001',
      placeOfIssue: 'Kingston, ON',
    });
    const d = await insertValuedDonation(t, c.id);
    const proposed = (await call('GET', `/api/donations/${d.id}/receipts`)).json().proposed;
    expect(proposed).toMatchObject({ placeOfIssue: 'Kingston, ON', warnings: [] });
    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode, res.body).toBe(200);
    const text = await issuedPdfText(d.id);
    expect(text).toContain('Place of issue Kingston, ON');
    // The platform's place would read "Toronto, ON" (the charity's own address prints without the comma).
    expect(text).not.toContain('Toronto, ON');
  });

  it("warns staff, naming both, before a receipt falls back to the platform's place", async () => {
    const c = await insertSigningCharity(t, {
      registrationNumber: '301000002RR0001',
      name: 'No Place Charity',
    });
    const d = await insertValuedDonation(t, c.id);
    const proposed = (await call('GET', `/api/donations/${d.id}/receipts`)).json().proposed;
    expect(proposed.canIssue).toBe(true);
    expect(proposed.placeOfIssue).toBe('Toronto, ON');
    expect(proposed.warnings).toEqual([
      "No Place Charity has no place of issue of its own: this receipt would print the platform's place, Toronto, ON. Set the charity's place (its city and province) in its receipt settings first.",
    ]);
  });
});

describe("the signer's title", () => {
  const titles = { signerName: 'Josée Tremblay', signerTitle: 'Treasurer', signerTitleFr: 'Trésorière' };

  it('prints the French title on a French receipt and the English one on an English receipt', async () => {
    const c = await insertSigningCharity(t, { registrationNumber: '301000003RR0001', ...titles });
    const fr = await insertValuedDonation(t, c.id, { locale: 'fr' });
    const en = await insertValuedDonation(t, c.id, { locale: 'en' });
    for (const d of [fr, en])
      expect(
        (await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 })).statusCode,
      ).toBe(200);
    const frText = await issuedPdfText(fr.id);
    expect(frText).toContain('Josée Tremblay, Trésorière');
    expect(frText).not.toContain('Treasurer');
    expect(await issuedPdfText(en.id)).toContain('Josée Tremblay, Treasurer');
  });

  it('warns staff when a French receipt would carry the English title', async () => {
    const c = await insertSigningCharity(t, {
      registrationNumber: '301000004RR0001',
      name: 'English Title Charity',
      placeOfIssue: 'Ottawa, ON',
      ...titles,
      signerTitleFr: null,
    });
    const d = await insertValuedDonation(t, c.id, { locale: 'fr' });
    const proposed = (await call('GET', `/api/donations/${d.id}/receipts`)).json().proposed;
    expect(proposed.warnings).toEqual([
      'English Title Charity has no French title for its signer: this French receipt would print the English title "Treasurer". Add the French title in its receipt settings.',
    ]);
  });
});

describe('ITA 248(35): the gifting-arrangement question in the staff form', () => {
  it('limits the receipt to the donor cost when staff answer yes, however long the vehicle was held', async () => {
    const c = await insertSigningCharity(t, {
      registrationNumber: '301000005RR0001',
      placeOfIssue: 'Ottawa, ON',
    });
    // Bought June 2019 for $2,500, valued $4,500, given March 2026: held 6 years 9 months.
    const d = await insertValuedDonation(t, c.id, {
      finalValue: '4500.00',
      valuationBasis: 'evidence',
      valuationEvidence: 'Dealer offer, $4,500',
      acquisitionYear: 2019,
      acquisitionMonth: 6,
      acquisitionCost: '2500.00',
    });
    const before = (await call('GET', `/api/donations/${d.id}/receipts`)).json().proposed;
    expect(before).toMatchObject({ fairMarketValue: 4500, deemed: false, deemedReason: null });

    const saved = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: { acquiredForGifting: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ acquiredForGifting: true });
    const after = (await call('GET', `/api/donations/${d.id}/receipts`)).json().proposed;
    expect(after).toMatchObject({ fairMarketValue: 2500, deemed: true, deemedReason: 'giftingArrangement' });

    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 2500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().eligibleAmount).toBe(2500);
    const text = await issuedPdfText(d.id);
    expect(text).toContain('$2,500.00');
    expect(text).toContain('acquired under a gifting arrangement that is a tax shelter');
    expect(text).not.toContain('$4,500.00');
  });
});

describe('the original of a replaced receipt', () => {
  it('is marked cancelled in the archive and named so when staff open it, its bytes unchanged', async () => {
    const c = await insertSigningCharity(t, {
      registrationNumber: '301000006RR0001',
      placeOfIssue: 'Ottawa, ON',
    });
    const d = await insertValuedDonation(t, c.id);
    const first = (
      await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 })
    ).json();
    const before = await call('GET', `/api/receipts/${first.receiptNumber}/pdf`);
    expect(before.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${first.receiptNumber}.pdf"`,
    );

    const replaced = await call('POST', `/api/donations/${d.id}/replace-receipt`, {
      reason: 'Donor address corrected',
      receiptValue: 850,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rows = await t.database.db
      .select({ number: taxReceipts.receiptNumber, cancelledAt: digitalReceiptArchive.cancelledAt })
      .from(digitalReceiptArchive)
      .innerJoin(taxReceipts, eq(taxReceipts.id, digitalReceiptArchive.receiptId))
      .where(eq(digitalReceiptArchive.donationId, d.id));
    const byNumber = Object.fromEntries(rows.map((r) => [r.number, r.cancelledAt]));
    expect(byNumber[first.receiptNumber]).toBeInstanceOf(Date);
    expect(byNumber[replaced.json().receiptNumber]).toBeNull();

    const after = await call('GET', `/api/receipts/${first.receiptNumber}/pdf`);
    expect(after.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${first.receiptNumber}-CANCELLED.pdf"`,
    );
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    const verify = await t.app.inject({ method: 'GET', url: `/api/receipts/verify/${first.receiptNumber}` });
    expect(verify.json()).toMatchObject({
      valid: false,
      status: 'cancelled',
      replacedBy: replaced.json().receiptNumber,
    });
  });
});
