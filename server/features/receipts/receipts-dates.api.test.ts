import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation } from '../donations/donation-fixtures.testing';
import { todayInCanada } from './receipt-number';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/** No receipt before the gift (issue 33): the pickup date, the date of issue and the acquisition date. */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'dates.admin');
  staff = await login(t, 'dates.admin');
});
afterAll(() => t.close());

const send = (method: 'PATCH' | 'POST', url: string, payload: object, lang = 'en-CA') =>
  t.app.inject({ method, url, headers: { cookie: staff, 'accept-language': lang }, payload });
const row = async (id: number) =>
  (await t.database.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const longDate = (iso: string, locale: 'en-CA' | 'fr-CA') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const FUTURE = '2099-12-15';

describe('a pickup date in the future', () => {
  it('is refused when the vehicle is marked picked up, naming both dates, in English and French', async () => {
    const d = await insertDonation(t.database.db, {
      status: 'pickup_scheduled',
      pickupDate: FUTURE,
      pickupTime: '10:00',
      towingCompany: 'Capital Towing',
    });
    const today = todayInCanada();
    const en = await send('PATCH', `/api/donations/${d.id}/status`, { status: 'picked_up' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(
      `The pickup date (December 15, 2099) is after today (${longDate(today, 'en-CA')}): a vehicle is marked picked up on or after the day it is picked up, since that date is printed on the receipt as the day the gift was received.`,
    );
    expect(en.json().fieldErrors).toEqual({
      'pickup.pickupDate': 'The pickup date cannot be after today once the vehicle is picked up.',
    });
    const fr = await send('PATCH', `/api/donations/${d.id}/status`, { status: 'picked_up' }, 'fr-CA');
    expect(fr.json().message).toContain(
      `(15 décembre 2099) est postérieure à aujourd'hui (${longDate(today, 'fr-CA')})`,
    );
    expect((await row(d.id)).status).toBe('pickup_scheduled');

    // With today's date given in the same request, the move goes through.
    const ok = await send('PATCH', `/api/donations/${d.id}/status`, {
      status: 'picked_up',
      pickup: { pickupDate: today },
    });
    expect(ok.statusCode).toBe(200);
    expect((await row(d.id)).pickupDate).toBe(today);
  });

  it('is refused as a correction of a picked-up vehicle, and allowed while the pickup is only scheduled', async () => {
    const picked = await insertDonation(t.database.db, { status: 'picked_up', pickupDate: '2026-03-03' });
    const res = await send('PATCH', `/api/donations/${picked.id}/details`, {
      pickup: { pickupDate: FUTURE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['pickup.pickupDate']);
    expect((await row(picked.id)).pickupDate).toBe('2026-03-03');

    const scheduled = await insertDonation(t.database.db, {
      status: 'pickup_scheduled',
      pickupDate: '2026-03-03',
      pickupTime: '10:00',
      towingCompany: 'Capital Towing',
    });
    const later = await send('PATCH', `/api/donations/${scheduled.id}/details`, {
      pickup: { pickupDate: FUTURE },
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('a receipt dated before its gift', () => {
  it('is refused while the gift date is after the date of issue, naming both dates, and nothing is written', async () => {
    const charity = await insertSigningCharity(t);
    // A row written before the pickup check existed: picked up "next month".
    const d = await insertValuedDonation(t, charity.id, { pickupDate: FUTURE });
    const today = todayInCanada();
    const en = await send('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      code: 'RECEIPT_REFUSED',
      message: `The gift is recorded as received on December 15, 2099, after today's date of issue (${longDate(today, 'en-CA')}): no receipt before the gift is received. Correct the pickup date or wait until then.`,
    });
    const fr = await send('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 }, 'fr-CA');
    expect(fr.json().message).toBe(
      `Le don est inscrit comme reçu le 15 décembre 2099, après la date d'émission d'aujourd'hui (${longDate(today, 'fr-CA')}) : aucun reçu avant la réception du don. Corrigez la date de remorquage ou attendez cette date.`,
    );
    expect(await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id))).toEqual(
      [],
    );
  });

  it('is issued when the gift was received today', async () => {
    const charity = await insertSigningCharity(t);
    const d = await insertValuedDonation(t, charity.id, { pickupDate: todayInCanada() });
    const res = await send('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.statusCode).toBe(200);
  });
});

describe('an acquisition after the gift', () => {
  it('refuses the receipt, naming the month acquired and the gift date', async () => {
    const charity = await insertSigningCharity(t);
    const d = await insertValuedDonation(t, charity.id, {
      pickupDate: '2026-03-02',
      acquisitionYear: 2026,
      acquisitionMonth: 5,
      acquisitionCost: '900.00',
    });
    const en = await send('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(
      "The donor's acquisition date (May 2026) is after the date the gift was received (March 2, 2026): correct the acquisition month and year.",
    );
    const fr = await send('POST', `/api/donations/${d.id}/generate-receipt`, { receiptValue: 850 }, 'fr-CA');
    expect(fr.json().message).toBe(
      "La date d'acquisition par le donateur (mai 2026) est postérieure à la date de réception du don (2 mars 2026) : corrigez le mois et l'année d'acquisition.",
    );
  });

  it('refuses a later year even without the month, and takes the same month as the gift', async () => {
    const charity = await insertSigningCharity(t);
    const later = await insertValuedDonation(t, charity.id, {
      pickupDate: '2026-03-02',
      acquisitionYear: 2027,
      acquisitionMonth: null,
    });
    const res = await send('POST', `/api/donations/${later.id}/generate-receipt`, { receiptValue: 850 });
    expect(res.json().message).toContain('(2027) is after the date the gift was received (March 2, 2026)');
    const sameMonth = await insertValuedDonation(t, charity.id, {
      pickupDate: '2026-03-02',
      acquisitionYear: 2026,
      acquisitionMonth: 3,
      acquisitionCost: '900.00',
    });
    const ok = await send('POST', `/api/donations/${sameMonth.id}/generate-receipt`, { receiptValue: 850 });
    expect(ok.statusCode).toBe(200);
  });
});
