import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestPickupDate } from '@shared/donations/pickup-date';
import { upsertSetting } from '../settings/settings.repo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity } from '../donor-portal/portal-fixtures.testing';
import { countRows, validDonation, VALID_VIN } from './donate-fixtures.testing';

let t: TestApp;
let charityId: number;
let ip = 0;
const nextIp = () => `10.6.${Math.floor(++ip / 250)}.${ip % 250}`;
const thisYear = new Date().getFullYear();
// Same VIN with a wrong check digit (position 9).
const BAD_CHECK_DIGIT_VIN = `${VALID_VIN.slice(0, 8)}${VALID_VIN[8] === '5' ? '6' : '5'}${VALID_VIN.slice(9)}`;

beforeAll(async () => {
  t = await createTestApp();
  charityId = (await insertCharity(t.database.db, { name: 'Validation Test Charity' })).id;
});
afterAll(() => t.close());

async function fieldErrors(overrides: Record<string, unknown>, lang = 'en-CA') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: nextIp(),
    headers: { 'accept-language': lang },
    // Each from its own address and e-mail, so no donation limit is met here.
    payload: validDonation({ charityId, email: `v${ip}@example.test`, ...overrides }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /api/donations validation', () => {
  it('names every missing required field, in English and in French', async () => {
    const blank = {
      firstName: '',
      lastName: ' ',
      email: '',
      phone: '',
      address: '',
      city: '',
      postalCode: '',
      make: '',
      model: '',
    };
    const en = await fieldErrors(blank);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'VALIDATION', message: 'Some fields need your attention.' });
    expect(en.body.fieldErrors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      make: 'Make is required',
      model: 'Model is required',
    });
    const fr = await fieldErrors(blank, 'fr-CA');
    expect(fr.body.fieldErrors.firstName).toBe('Le prénom est requis');
    expect(fr.body.fieldErrors.make).toBe('La marque est requise');
    expect(fr.body.fieldErrors.email).toBe('Une adresse courriel valide est requise');
  });

  it('checks the VIN check digit of a 1981-or-later car', async () => {
    const en = await fieldErrors({ vin: BAD_CHECK_DIGIT_VIN });
    expect(en.body.fieldErrors).toEqual({
      vin: 'This VIN is not valid. Please check it against your registration or the plate on the dashboard.',
    });
    const fr = await fieldErrors({ vin: BAD_CHECK_DIGIT_VIN }, 'fr-CA');
    expect(fr.body.fieldErrors.vin).toMatch(/NIV/);
    expect((await fieldErrors({ vin: 'ABC' })).body.fieldErrors).toEqual({ vin: 'A VIN has 17 characters' });
  });

  it('takes a boat number the donor confirmed, and an "other" vehicle\'s serial as given', async () => {
    expect(
      (
        await fieldErrors({
          vin: BAD_CHECK_DIGIT_VIN,
          vinConfirmed: true,
          vehicleType: 'boat',
          make: 'Sea-Doo',
          model: 'GTI',
        })
      ).status,
    ).toBe(201);
    expect(
      (await fieldErrors({ vin: 'TRL12345', vehicleType: 'other', make: 'Other', model: 'Trailer' })).status,
    ).toBe(201);
  });

  it('refuses a postal code from another province', async () => {
    const en = await fieldErrors({ province: 'QC', postalCode: 'K1A 0B1' });
    expect(en.body.fieldErrors).toEqual({ postalCode: 'This postal code is not in the selected province' });
    const fr = await fieldErrors({ province: 'QC', postalCode: 'K1A 0B1' }, 'fr-CA');
    expect(fr.body.fieldErrors.postalCode).toBe('Ce code postal ne correspond pas à la province choisie');
    expect((await fieldErrors({ province: 'QC', postalCode: 'H2X 1Y4' })).status).toBe(201);
  });

  it('refuses a phone number that is not North American', async () => {
    const en = await fieldErrors({ phone: '+44 20 7946 0958' });
    expect(en.body.fieldErrors).toEqual({
      phone: 'Enter a valid North American phone number, for example 613-555-0123',
    });
    const fr = await fieldErrors({ phone: '123' }, 'fr-CA');
    expect(fr.body.fieldErrors.phone).toMatch(/téléphone/);
  });

  // Issue 33: the scrap-bound cars a program exists for are taken; the settings bound the calculator.
  const valuation = (payload: Record<string, unknown>, lang = 'en-CA') =>
    t.app.inject({
      method: 'POST',
      url: '/api/vehicles/valuation',
      remoteAddress: nextIp(),
      headers: { 'accept-language': lang },
      payload: {
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        mileage: 120_000,
        condition: 'good',
        location: 'ON',
        ...payload,
      },
    });

  it('accepts a vehicle before the minimum year for scrap or parts; the calculator keeps the setting', async () => {
    const old = await fieldErrors({ year: 1984, vin: null, make: 'Chevrolet', model: 'Camaro' });
    expect(old.status).toBe(201);
    expect((await fieldErrors({ year: 1950, vin: null, make: 'Ford', model: 'Other' })).status).toBe(201);
    // Still refused: a year still to come, and one before cars had serials worth the name.
    expect((await fieldErrors({ year: thisYear + 1 })).body.fieldErrors).toEqual({
      year: `Year must be between 1900 and ${thisYear}`,
    });
    expect((await fieldErrors({ year: 1899, vin: null })).status).toBe(400);

    const calc = await valuation({ year: 1984 });
    expect(calc.statusCode).toBe(400);
    expect(calc.json().fieldErrors).toEqual({ year: `Year must be between 1985 and ${thisYear}` });

    await upsertSetting(t.database.db, {
      category: 'donations',
      key: 'minVehicleYear',
      value: 1995,
      isPublic: true,
    });
    await t.app.ctx.settings.invalidate();
    try {
      expect((await fieldErrors({ year: 1994, vin: null })).status).toBe(201);
      const en = await valuation({ year: 1994 });
      expect(en.json().fieldErrors).toEqual({ year: `Year must be between 1995 and ${thisYear}` });
      const fr = await valuation({ year: 1994 }, 'fr-CA');
      expect(fr.json().fieldErrors.year).toContain('1995');
    } finally {
      await upsertSetting(t.database.db, {
        category: 'donations',
        key: 'minVehicleYear',
        value: 1985,
        isPublic: true,
      });
      await t.app.ctx.settings.invalidate();
    }
  });

  it('accepts a vehicle over 500,000 km for scrap or parts; the calculator keeps the ceiling', async () => {
    expect((await fieldErrors({ mileage: 500_001 })).status).toBe(201);
    expect((await fieldErrors({ mileage: 812_000 })).status).toBe(201);
    expect((await fieldErrors({ mileage: 2_000_001 })).body.fieldErrors).toEqual({
      mileage: 'Mileage must be at most 2,000,000 km',
    });
    expect((await fieldErrors({ mileage: -1 })).body.fieldErrors).toEqual({
      mileage: 'Mileage cannot be negative',
    });
    const calc = await valuation({ mileage: 500_001 });
    expect(calc.statusCode).toBe(400);
    expect(calc.json().fieldErrors).toEqual({ mileage: 'Mileage must be at most 500,000 km' });
  });

  it('needs a charity or a recommendation, and a date for a scheduled pickup', async () => {
    expect((await fieldErrors({ charityId: null })).body.fieldErrors).toEqual({
      charityId: 'Choose a charity, or let us recommend one',
    });
    expect(
      (await fieldErrors({ pickupPreference: 'schedule', preferredDate: null })).body.fieldErrors,
    ).toEqual({
      preferredDate: 'Choose a date for your scheduled pickup',
    });
  });

  it('refuses a pickup date in the past, and accepts today in the donor’s province', async () => {
    const past = { pickupPreference: 'schedule', preferredDate: '2020-01-15' };
    const en = await fieldErrors(past);
    expect(en.status).toBe(400);
    expect(en.body.fieldErrors).toEqual({ preferredDate: 'Choose today or a later date' });
    expect((await fieldErrors(past, 'fr-CA')).body.fieldErrors).toEqual({
      preferredDate: "Choisissez aujourd'hui ou une date ultérieure",
    });
    const today = earliestPickupDate('BC');
    const bc = { province: 'BC', postalCode: 'V6B 1A1', city: 'Vancouver' };
    expect((await fieldErrors({ ...bc, pickupPreference: 'schedule', preferredDate: today })).status).toBe(
      201,
    );
  });

  it('asks for the acquisition year with the cost (deemed fair market value)', async () => {
    expect((await fieldErrors({ acquisitionCost: 4000 })).body.fieldErrors).toEqual({
      acquisitionYear: 'Enter the year you acquired the vehicle along with what you paid',
    });
    expect((await fieldErrors({ acquisitionYear: thisYear - 1, acquisitionCost: '4000.10' })).status).toBe(
      201,
    );
  });

  it('stores nothing for a refused submission', async () => {
    const before = await countRows(t.database.db);
    await fieldErrors({ firstName: '', vin: BAD_CHECK_DIGIT_VIN });
    await fieldErrors({ province: 'QC', postalCode: 'K1A 0B1' });
    expect(await countRows(t.database.db)).toEqual(before);
  });
});
