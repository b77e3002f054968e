import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { receiptGenerationLogs, taxReceipts } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

let t: TestApp;
let staff: string;
let charityId: number;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'replace.admin');
  staff = await login(t, 'replace.admin');
  charityId = (await insertSigningCharity(t, { registrationNumber: '222333444RR0001' })).id;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: staff }, payload });
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');

describe('cancelling and replacing a receipt', () => {
  it('cancels the current receipt, issues the next number that says it replaces it, and keeps the original', async () => {
    const d = await insertValuedDonation(t, charityId, { finalValue: '900.00' });
    const first = (await post(`/api/donations/${d.id}/generate-receipt`, { receiptValue: 900 })).json();
    const originalPdf = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${first.receiptNumber}/pdf`,
      headers: { cookie: staff },
    });
    expect(originalPdf.statusCode).toBe(200);

    // Staff corrected the value, then replace the receipt.
    await t.database.db.update(donations).set({ finalValue: '950.00' }).where(eq(donations.id, d.id));
    const res = await post(`/api/donations/${d.id}/replace-receipt`, {
      reason: 'Wrong value on the first receipt',
      receiptValue: 950,
    });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toMatchObject({
      eligibleAmount: 950,
      replacedReceiptNumber: first.receiptNumber,
      emailQueued: true,
    });
    expect(second.receiptNumber).toMatch(/^222333444-\d{4}-000002$/);

    const rows = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    const old = rows.find((r) => r.receiptNumber === first.receiptNumber)!;
    const fresh = rows.find((r) => r.receiptNumber === second.receiptNumber)!;
    expect(old).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Wrong value on the first receipt',
      replacedByReceiptNumber: second.receiptNumber,
    });
    expect(old.cancelledAt).toBeInstanceOf(Date);
    expect(fresh).toMatchObject({
      status: 'issued',
      isReplacement: true,
      originalReceiptNumber: first.receiptNumber,
    });

    const newPdf = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${second.receiptNumber}/pdf`,
      headers: { cookie: staff },
    });
    expect(newPdf.headers['content-type']).toBe('application/pdf');
    expect(flatPdfText(newPdf.rawPayload)).toContain(
      `This receipt cancels and replaces receipt No. ${first.receiptNumber}`,
    );
    expect(flatPdfText(newPdf.rawPayload)).toContain('$950.00');

    // The original PDF is kept byte for byte and staff can still read it.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/receipts/${first.receiptNumber}/pdf`,
      headers: { cookie: staff },
    });
    expect(sha(again.rawPayload)).toBe(sha(originalPdf.rawPayload));
    expect(sha(again.rawPayload)).toBe(old.sha256);

    const [donation] = await t.database.db.select().from(donations).where(eq(donations.id, d.id));
    expect(donation).toMatchObject({
      status: 'receipt_issued',
      receiptNumber: second.receiptNumber,
      taxReceiptValue: '950.00',
    });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, d.id));
    expect(mails.map((m) => m.template)).toEqual(['receipt-issued', 'receipt-replaced']);
    expect(mails[1]!.textBody).toContain(`cancels and replaces receipt No. ${first.receiptNumber}`);
    const logs = await t.database.db
      .select()
      .from(receiptGenerationLogs)
      .where(eq(receiptGenerationLogs.donationId, d.id));
    expect(logs.map((l) => l.generationType).sort()).toEqual(['original', 'replacement']);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${d.id}/receipts`,
      headers: { cookie: staff },
    });
    expect(list.json().receipts).toEqual([
      expect.objectContaining({ receiptNumber: second.receiptNumber, status: 'issued', isReplacement: true }),
      expect.objectContaining({
        receiptNumber: first.receiptNumber,
        status: 'cancelled',
        replacedByReceiptNumber: second.receiptNumber,
      }),
    ]);
    expect(list.json().proposed).toMatchObject({ mode: 'replace', canIssue: true, fairMarketValue: 950 });
  });

  it('needs a reason and a receipt to replace', async () => {
    const d = await insertValuedDonation(t, charityId);
    const noReason = await post(`/api/donations/${d.id}/replace-receipt`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Enter the reason for the replacement' });
    const none = await post(`/api/donations/${d.id}/replace-receipt`, { reason: 'Typo' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This donation has no issued receipt to replace.');
  });

  it('refuses a replacement value other than the fair market value', async () => {
    const d = await insertValuedDonation(t, charityId, { finalValue: '500.00' });
    await post(`/api/donations/${d.id}/generate-receipt`, { receiptValue: 500, sendEmail: false });
    const res = await post(`/api/donations/${d.id}/replace-receipt`, {
      reason: 'Typo in the name',
      receiptValue: 400,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The receipt value must be the fair market value for this receipt: $500.00.',
    );
    const rows = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    expect(rows.map((r) => r.status)).toEqual(['issued']);
  });

  it('lets only staff read stored PDFs', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/receipts/222333444-2026-000001/pdf' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/receipts/999-2026-000001/pdf',
      headers: { cookie: staff },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
