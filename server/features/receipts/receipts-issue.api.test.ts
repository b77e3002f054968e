import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCommunications, donations, donationStatusHistory } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { digitalReceiptArchive, receiptGenerationLogs, taxReceipts } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';
import { retentionExpiry, todayInCanada } from './receipt-number';

let t: TestApp;
let staff: string;
let charityId: number;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'receipts.editor');
  await addUser(t, 'dealer', 'receipts.dealer');
  staff = await login(t, 'receipts.editor');
  charityId = (await insertSigningCharity(t, { registrationNumber: '118830851RR0001' })).id;
});
afterAll(() => t.close());

const generate = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/donations/${id}/generate-receipt`,
    headers: { cookie: staff, ...headers },
    payload,
  });

describe('generating a receipt', () => {
  it('issues number 1 of the year, stores the PDF once, archives, logs, e-mails and moves the donation', async () => {
    const d = await insertValuedDonation(t, charityId, { finalValue: '850.00', locale: 'fr' });
    const res = await generate(d.id, { receiptValue: 850, notes: 'Valeur de l’encan' });
    expect(res.statusCode).toBe(200);
    const year = todayInCanada().slice(0, 4);
    expect(res.json()).toEqual({
      receiptNumber: `118830851-${year}-000001`,
      receiptDate: todayInCanada(),
      eligibleAmount: 850,
      sendEmail: true,
      emailQueued: true,
      replacedReceiptNumber: null,
    });

    const db = t.database.db;
    const [receipt] = await db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    expect(receipt).toMatchObject({
      status: 'issued',
      serial: 1,
      receiptAmount: '850.00',
      eligibleAmount: '850.00',
      locale: 'fr',
      emailSent: true,
    });
    expect(receipt!.downloadToken).toMatch(/^[0-9a-f]{64}$/);

    const stored = await t.app.ctx.storage.get(db, receipt!.fileId!);
    const sha = createHash('sha256').update(stored!.body).digest('hex');
    const [archive] = await db
      .select()
      .from(digitalReceiptArchive)
      .where(eq(digitalReceiptArchive.receiptId, receipt!.id));
    expect(archive!.fileHash).toBe(sha);
    expect(receipt!.sha256).toBe(sha);
    expect(archive!.expiresAt!.toISOString()).toBe(retentionExpiry(2026, 2555).toISOString());
    expect(archive).toMatchObject({
      retentionPeriod: 2555,
      isEncrypted: false,
      fileSize: stored!.body.length,
    });

    const text = flatPdfText(stored!.body);
    expect(text).toContain("Reçu officiel aux fins de l'impôt sur le revenu");
    expect(text).toContain(`118830851-${year}-000001`);
    expect(text).toContain('Alex Martin');
    // Reg. 3501(1)(a): the name recorded with the CRA, then the name donors know.
    expect(text).toContain('Kids Wheels Foundation of Canada');
    expect(text).toContain('Faisant affaire sous le nom de Kids Wheels Foundation');
    expect(text).toContain('850,00 $');

    const [log] = await db
      .select()
      .from(receiptGenerationLogs)
      .where(eq(receiptGenerationLogs.receiptId, receipt!.id));
    expect(log).toMatchObject({ status: 'success', generationType: 'original', generationTrigger: 'staff' });
    for (const ms of [
      log!.processingTime,
      log!.pdfGenerationTime,
      log!.archiveTime,
      log!.emailDeliveryTime,
    ]) {
      expect(ms).toBeGreaterThanOrEqual(0);
    }

    const [after] = await db.select().from(donations).where(eq(donations.id, d.id));
    expect(after).toMatchObject({
      status: 'receipt_issued',
      receiptIssued: true,
      receiptNumber: `118830851-${year}-000001`,
      receiptDate: todayInCanada(),
      taxReceiptValue: '850.00',
      receiptEmailSent: true,
    });
    const history = await db
      .select()
      .from(donationStatusHistory)
      .where(eq(donationStatusHistory.donationId, d.id));
    expect(history).toEqual([
      expect.objectContaining({
        previousStatus: 'valued',
        status: 'receipt_issued',
        notes: 'Valeur de l’encan',
      }),
    ]);

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.donationId, d.id));
    expect(mail).toMatchObject({ toAddress: d.email, locale: 'fr', template: 'receipt-issued' });
    expect(mail!.subject).toBe(`Votre reçu officiel 118830851-${year}-000001 de Kids Wheels Foundation`);
    expect(mail!.textBody).toContain(`http://localhost:5000/api/receipts/download/${receipt!.downloadToken}`);
    expect(mail!.attachments).toEqual([
      {
        fileId: receipt!.fileId,
        fileName: `receipt-118830851-${year}-000001.pdf`,
        mimeType: 'application/pdf',
      },
    ]);
    const comms = await db
      .select()
      .from(donationCommunications)
      .where(eq(donationCommunications.donationId, d.id));
    expect(comms).toEqual([
      expect.objectContaining({ type: 'receipt', method: 'email', subject: mail!.subject }),
    ]);

    const again = await generate(d.id, { receiptValue: 850 });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'A receipt was already issued for this donation. To correct it, use Cancel and replace.',
    );
  });

  it('does not e-mail when asked not to', async () => {
    const d = await insertValuedDonation(t, charityId);
    const res = await generate(d.id, { receiptValue: 850, sendEmail: false });
    expect(res.json()).toMatchObject({ sendEmail: false, emailQueued: false });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, d.id))).toEqual(
      [],
    );
  });

  it('prints the deemed value: the donor cost when acquired less than 3 years before the gift', async () => {
    const d = await insertValuedDonation(t, charityId, { acquisitionYear: 2025, acquisitionCost: '600.00' });
    const wrong = await generate(d.id, { receiptValue: 850 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'The receipt value must be the fair market value for this receipt: $600.00.',
      fieldErrors: { receiptValue: 'Must equal the fair market value for this receipt' },
    });
    const right = await generate(d.id, { receiptValue: 600 });
    expect(right.json().eligibleAmount).toBe(600);
  });

  it('receipts $5,000 for a vehicle bought December 2023 for $5,000, valued $8,000 and given January 2026', async () => {
    const d = await insertValuedDonation(t, charityId, {
      pickupDate: '2026-01-12',
      finalValue: '8000.00',
      valuationEvidence: 'Dealer offer, $8,000',
      acquisitionYear: 2023,
      acquisitionMonth: 12,
      acquisitionCost: '5000.00',
    });
    const res = await generate(d.id, { receiptValue: 5000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().eligibleAmount).toBe(5000);
  });

  it('names the expected amount in French and writes nothing on a wrong value', async () => {
    const d = await insertValuedDonation(t, charityId, {
      finalValue: '1234.50',
      valuationEvidence: 'Auction lot 17, sold $1,234.50',
    });
    const res = await generate(d.id, { receiptValue: 1234 }, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'La valeur du reçu doit être la juste valeur marchande de ce reçu : 1\u00a0234,50\u00a0$.',
    );
    expect(await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id))).toEqual(
      [],
    );
  });

  it('asks for the description of an advantage and subtracts it', async () => {
    const d = await insertValuedDonation(t, charityId, { advantageAmount: '50.00' });
    const missing = await generate(d.id, { receiptValue: 850 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      advantageDescription: 'Describe the advantage the donor received',
    });
    const ok = await generate(d.id, { receiptValue: 850, advantageDescription: 'Gas card' });
    expect(ok.json().eligibleAmount).toBe(800);
  });

  it('needs a receipt value, staff, and a known donation', async () => {
    const d = await insertValuedDonation(t, charityId);
    const empty = await generate(d.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ receiptValue: 'Enter the receipt value' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      payload: { receiptValue: 850 },
    });
    expect(anonymous.statusCode).toBe(401);
    const dealer = await login(t, 'receipts.dealer');
    const forbidden = await generate(d.id, { receiptValue: 850 }, { cookie: dealer });
    expect(forbidden.statusCode).toBe(403);
    expect((await generate(999_999, { receiptValue: 850 })).statusCode).toBe(404);
  });

  it('proposes the value and lists what blocks the receipt, in the language of the request', async () => {
    const ready = await insertValuedDonation(t, charityId, { finalValue: '700.00' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${ready.id}/receipts`,
      headers: { cookie: staff },
    });
    expect(res.json()).toEqual({
      receipts: [],
      proposed: {
        mode: 'issue',
        fairMarketValue: 700,
        advantageAmount: 0,
        eligibleAmount: 700,
        deemed: false,
        deemedReason: null,
        advantageDescriptionRequired: false,
        refusals: [],
        canIssue: true,
        evidence: [
          {
            id: 'recorded',
            kind: 'recorded',
            amount: 700,
            receiptValue: 700,
            armsLength: true,
            date: '2026-03-05',
            source: null,
            auctionId: null,
            isDefault: true,
          },
        ],
        // This test charity set no place of its own: the platform's is printed, and staff are told.
        placeOfIssue: 'Toronto, ON',
        warnings: [
          "Kids Wheels Foundation has no place of issue of its own: this receipt would print the platform's place, Toronto, ON. Set the charity's place (its city and province) in its receipt settings first.",
        ],
      },
    });
    const early = await insertValuedDonation(t, charityId, { status: 'picked_up', finalValue: null });
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${early.id}/receipts`,
      headers: { cookie: staff, 'accept-language': 'fr-CA' },
    });
    expect(fr.json().proposed).toMatchObject({ canIssue: false, fairMarketValue: null });
    expect(fr.json().proposed.refusals).toEqual([
      "Inscrivez la juste valeur marchande et passez le don à l'étape Évalué avant de délivrer le reçu.",
      'Le reçu doit indiquer une juste valeur marchande : inscrivez la valeur finale du véhicule.',
    ]);
  });
});
