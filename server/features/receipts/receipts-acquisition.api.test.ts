import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/receipts';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { validDonation } from '../donate/donate-fixtures.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/** Deemed fair market value (ITA 248(35)) through the staff form: the answers decide the receipt. */

let t: TestApp;
let staff: string;
let charityId: number;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'acquisition.admin');
  staff = await login(t, 'acquisition.admin');
  charityId = (await insertSigningCharity(t, { name: 'Acquisition Test Charity' })).id;
});
afterAll(() => t.close());

const call = (method: 'PATCH' | 'POST', url: string, payload: object, lang = 'en-CA') =>
  t.app.inject({ method, url, headers: { cookie: staff, 'accept-language': lang }, payload });

describe('the acquisition facts a receipt needs', () => {
  it('refuses the receipt without the acquisition date, naming it, in English and French', async () => {
    const d = await insertValuedDonation(t, charityId, {
      acquisitionYear: null,
      acquisitionMonth: null,
      acquisitionKind: null,
    });
    const en = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toMatch(/month and year the donor acquired the vehicle/);
    const fr = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 }, 'fr-CA');
    expect(fr.json().message).toMatch(/le mois et l'année où le donateur a acquis le véhicule/);
  });

  it('takes the answers from the staff form: bought December 2023 for $5,000, valued $8,000, given January 2026', async () => {
    const d = await insertValuedDonation(t, charityId, {
      pickupDate: '2026-01-09',
      finalValue: '8000.00',
      valuationBasis: 'evidence',
      valuationEvidence: 'Dealer offer, $8,000',
      acquisitionYear: null,
      acquisitionMonth: null,
      acquisitionKind: null,
    });
    const saved = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: {
        acquisitionKind: 'purchase',
        acquisitionYear: 2023,
        acquisitionMonth: 12,
        acquisitionCost: 5000,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      acquisitionKind: 'purchase',
      acquisitionYear: 2023,
      acquisitionMonth: 12,
      acquisitionCost: 5000,
    });
    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 5000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().eligibleAmount).toBe(5000);
  });

  it('receipts an inherited vehicle at its value without a date or a cost', async () => {
    const d = await insertValuedDonation(t, charityId, {
      acquisitionYear: null,
      acquisitionMonth: null,
      acquisitionKind: 'inheritance',
    });
    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a month outside 1–12 from the staff form with a translated message', async () => {
    const d = await insertValuedDonation(t, charityId);
    const res = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: { acquisitionMonth: 13 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'valuation.acquisitionMonth': 'Choose the month the donor acquired the vehicle.',
    });
  });

  it('keeps the month, year, kind and a $0 cost the donor gives in the wizard', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: validDonation({
        charityChoice: 'recommend',
        acquisitionKind: 'gift',
        acquisitionYear: 2025,
        acquisitionMonth: 3,
        acquisitionCost: 0,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(donations).orderBy(desc(donations.id)).limit(1);
    expect(row).toMatchObject({
      acquisitionKind: 'gift',
      acquisitionYear: 2025,
      acquisitionMonth: 3,
      acquisitionCost: '0.00',
    });
  });
});

describe('the charity issuing the receipt', () => {
  it('prints its own place of issue and signer, not the platform setting', async () => {
    const own = await insertSigningCharity(t, {
      name: 'Sherbrooke Wheels',
      registrationNumber: '892417536RR0001',
      placeOfIssue: 'Sherbrooke, QC',
      signerName: 'Josée Tremblay',
      signerTitle: 'Trésorière',
    });
    const d = await insertValuedDonation(t, own.id);
    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode, res.body).toBe(200);
    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    const file = await t.app.ctx.storage.get(t.database.db, receipt!.fileId!);
    const text = flatPdfText(file!.body);
    expect(text).toContain('Sherbrooke, QC');
    expect(text).toContain('Josée Tremblay');
  });
});

describe('a corporation as donor', () => {
  it('needs the corporation name, and stores it with the donor type', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: validDonation({ charityChoice: 'recommend', donorType: 'corporation' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ corporationName: "Enter the corporation's legal name" });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: validDonation({
        charityChoice: 'recommend',
        donorType: 'corporation',
        corporationName: 'Dupuis Transport Inc.',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(donations).orderBy(desc(donations.id)).limit(1);
    expect(row).toMatchObject({ donorType: 'corporation', corporationName: 'Dupuis Transport Inc.' });
  });

  it("issues the receipt in the corporation's name, under a corporation heading", async () => {
    const d = await insertValuedDonation(t, charityId, {
      donorType: 'corporation',
      corporationName: 'Dupuis Transport Inc.',
    });
    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode, res.body).toBe(200);
    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    const text = flatPdfText((await t.app.ctx.storage.get(t.database.db, receipt!.fileId!))!.body);
    expect(text).toContain('Donor (corporation)');
    expect(text).toContain('Dupuis Transport Inc.');
    expect(text).not.toContain('Alex Martin');
  });
});

describe('staff correcting whom the receipt is made out to', () => {
  it('needs the legal name to make it a corporation, then prints it; back to a person clears it', async () => {
    const d = await insertValuedDonation(t, charityId);
    const missing = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: { donorType: 'corporation' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      'valuation.corporationName': "Enter the corporation's legal name: it is printed on the receipt",
    });
    expect((await t.database.db.select().from(donations).where(eq(donations.id, d.id)))[0]!.donorType).toBe(
      'individual',
    );

    const set = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: { donorType: 'corporation', corporationName: 'Groupe Lavoie ltée' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ donorType: 'corporation', corporationName: 'Groupe Lavoie ltée' });

    const res = await call('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode, res.body).toBe(200);
    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    const text = flatPdfText((await t.app.ctx.storage.get(t.database.db, receipt!.fileId!))!.body);
    expect(text).toContain('Donor (corporation)');
    expect(text).toContain('Groupe Lavoie ltée');
  });

  it('a person again: the corporation name is cleared', async () => {
    const d = await insertValuedDonation(t, charityId, {
      donorType: 'corporation',
      corporationName: 'Dupuis Transport Inc.',
    });
    const res = await call('PATCH', `/api/donations/${d.id}/details`, {
      valuation: { donorType: 'individual', corporationName: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ donorType: 'individual', corporationName: null });
  });
});

describe('identifiers and postal codes the donor confirmed', () => {
  it('stores the confirmation of an imported VIN and of a postal code from another province', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: validDonation({
        charityChoice: 'recommend',
        vin: 'JHMCM5630XC000001',
        vinConfirmed: true,
        postalCode: 'H2X 1Y4',
        postalCodeConfirmed: true,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(donations).orderBy(desc(donations.id)).limit(1);
    expect(row).toMatchObject({ vin: 'JHMCM5630XC000001', vinConfirmed: true, postalCodeConfirmed: true });
  });

  it('asks the donor to confirm them otherwise, in French', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: { 'accept-language': 'fr-CA' },
      payload: validDonation({ charityChoice: 'recommend', vin: 'JHMCM5630XC000001' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.vin).toMatch(/^Le chiffre de contrôle de ce NIV ne correspond pas/);
  });
});
