import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donations, type NewDonation } from '../../db/schema/donations';
import { upsertSetting } from '../settings/settings.repo';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The sales are kept in memory and reloaded when the database announces a change (sold-cache.ts), which
 * reaches the server a few milliseconds after the insert commits: the valuation is asked until it has.
 */
const soldSoon = (ask: () => Promise<{ json(): unknown }>) =>
  vi.waitFor(
    async () => {
      const body = (await ask()).json() as { comparablesSource: string };
      expect(body.comparablesSource).toBe('sold');
      return body as ReturnType<typeof JSON.parse>;
    },
    { timeout: 2_000, interval: 5 },
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const civic = {
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  trim: 'LX',
  mileage: 120_000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  modifications: '',
  location: 'ON',
  vin: '',
  hasLienOrFinance: false,
};

let ip = 0;
/** Each call from its own address, so the per-IP limit only bites where a test wants it to. */
function value(
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.0.${++ip % 250}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vehicles/valuation',
    payload: payload as object,
    headers,
    remoteAddress,
  });
}

async function estimate(changes: Record<string, unknown>): Promise<number> {
  const res = await value({ ...civic, ...changes });
  expect(res.statusCode).toBe(200);
  return res.json().estimatedValue;
}

describe('POST /api/vehicles/valuation', () => {
  it('answers every field, with the estimate inside the market range', async () => {
    const res = await value(civic);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.estimatedValue).toBeGreaterThan(0);
    expect(Number.isInteger(body.estimatedValue)).toBe(true);
    expect(body.marketRange.low).toBeLessThanOrEqual(body.estimatedValue);
    expect(body.marketRange.high).toBeGreaterThanOrEqual(body.estimatedValue);
    expect(body.marketRange.low).toBeLessThan(body.marketRange.high);

    const tax = body.taxDeduction;
    expect(tax).toMatchObject({ province: 'ON', provinceName: 'Ontario', taxYear: new Date().getFullYear() });
    expect(Math.round((tax.federal + tax.provincial) * 100)).toBe(Math.round(tax.total * 100));
    expect(tax.total).toBeGreaterThan(0);
    expect(tax.rates.federalAbove200).toBe(29);
    expect(tax.assumptions.length).toBeGreaterThanOrEqual(2);
    // The range up to the top bracket: federal 33% and Ontario's surtax effect (11.16% x 1.56).
    expect(tax.rates).toMatchObject({ federalTop: 33, provincialTop: 17.4096 });
    expect(tax.topBracket.total).toBeGreaterThan(tax.total);
    expect(tax.sources[0]).toMatch(/^Federal: Schedule 9, \d{4} \(rate set in the Act\)$/);
    expect(tax.sources[1]).toMatch(/^Ontario: ON428, /);

    expect(body.factors.length).toBeGreaterThanOrEqual(6);
    expect(body.factors.find((f: { impact: string }) => f.impact === '0%')).toBeDefined();
    expect(body.recommendations.length).toBeGreaterThan(0);
    // Everything a person reads comes translated, never as a key.
    const texts = [
      ...tax.assumptions,
      ...body.recommendations,
      ...body.factors.map((f: { name: string }) => f.name),
    ];
    for (const text of texts) expect(text).not.toMatch(/^[a-z]+:[\w.]+$/);

    expect(body.comparablesSource).toBe('estimate');
    expect(body.comparableVehicles.length).toBeGreaterThanOrEqual(4);
    for (const c of body.comparableVehicles) {
      expect(c).toMatchObject({ make: 'Honda', model: 'Civic', source: 'estimate' });
      expect(c.label).not.toMatch(/^[a-z]+:/);
    }
  });

  it('never values a vehicle higher for more km, more age, a worse condition or accidents', async () => {
    const base = await estimate({});
    expect(await estimate({ mileage: 250_000 })).toBeLessThanOrEqual(base);
    expect(await estimate({ mileage: 400_000 })).toBeLessThanOrEqual(await estimate({ mileage: 250_000 }));
    expect(await estimate({ year: 2012 })).toBeLessThanOrEqual(base);
    expect(await estimate({ condition: 'fair' })).toBeLessThanOrEqual(base);
    expect(await estimate({ condition: 'poor' })).toBeLessThanOrEqual(await estimate({ condition: 'fair' }));
    expect(await estimate({ accidents: 'major' })).toBeLessThanOrEqual(
      await estimate({ accidents: 'minor' }),
    );
    expect(await estimate({ mileage: 250_000 })).toBeLessThan(base);
  });

  it('gives Quebec the full federal credit, the 16.5% abatement and the net, in French', async () => {
    const res = await value({ ...civic, location: 'QC' }, { 'accept-language': 'fr-CA' });
    const tax = res.json().taxDeduction;
    expect(tax.provinceName).toBe('Québec');
    expect(tax.quebecAbatement).toBeGreaterThan(0);
    expect(Math.round(tax.federalCredit * 100) - Math.round(tax.quebecAbatement * 100)).toBe(
      Math.round(tax.federal * 100),
    );
    expect(Math.round(tax.quebecAbatement * 100)).toBe(Math.round(tax.federalCredit * 16.5));
    expect(tax.sources[0]).toMatch(/^Fédéral : Annexe 9, /);
    expect(tax.sources[1]).toMatch(/^Québec : TP-1 \(annexe V\), /);
    expect(res.json().comparableVehicles[0].label).not.toBe(
      (await value(civic)).json().comparableVehicles[0].label,
    );
  });

  it('explains a deduction instead of a credit to a corporation, in both languages', async () => {
    const en = (await value({ ...civic, donorType: 'corporation' })).json().taxDeduction;
    expect(en.donorType).toBe('corporation');
    expect(en.corporateDeduction).toMatch(/deducts the eligible amount .* \(Income Tax Act, s\. 110\.1\)/);
    const fr = (await value({ ...civic, donorType: 'corporation' }, { 'accept-language': 'fr-CA' })).json();
    expect(fr.taxDeduction.corporateDeduction).toMatch(/déduit le montant admissible/);
    expect((await value(civic)).json().taxDeduction.corporateDeduction).toBeNull();
  });

  it('names each missing field in English', async () => {
    const res = await value({ make: '', model: '', location: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fieldErrors).toMatchObject({
      year: 'Year is required',
      make: 'Make is required',
      model: 'Model is required',
      mileage: 'Mileage is required',
      location: 'Location is required',
    });
  });

  it('names each missing field in French', async () => {
    const res = await value({ make: ' ', model: '' }, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['location', 'make', 'mileage', 'model', 'year']);
    expect(errors.make).toMatch(/marque/i);
    expect(errors.mileage).toMatch(/kilométrage/i);
    expect(errors.location).not.toBe('Location is required');
  });

  it('refuses a VIN over 17 characters, a bad check digit and a negative mileage', async () => {
    const long = await value({ ...civic, vin: '1HGCM82633A0043521' });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fieldErrors)).toEqual(['vin']);
    const checkDigit = await value({ ...civic, vin: '1HGCM82643A004352' });
    expect(checkDigit.statusCode).toBe(400);
    expect(Object.keys(checkDigit.json().fieldErrors)).toEqual(['vin']);
    const negative = await value({ ...civic, mileage: -5 });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().fieldErrors)).toEqual(['mileage']);
  });

  it('refuses a model year the model was not made, naming the year in both languages (issue 33)', async () => {
    const telluride = { ...civic, make: 'Kia', model: 'Telluride', year: 2012, vin: null };
    const en = await value(telluride);
    expect(en.statusCode).toBe(400);
    expect(en.json().fieldErrors).toEqual({
      year: 'Year: the Kia Telluride was not made as a 2012 model (its model years: 2020–)',
    });
    const fr = await value(telluride, { 'accept-language': 'fr-CA' });
    expect(fr.json().fieldErrors.year).toBe(
      "Année : le Kia Telluride n'a pas été fabriqué comme modèle 2012 (ses années-modèles : 2020–)",
    );
    expect((await value({ ...telluride, year: 2021 })).statusCode).toBe(200);
  });

  it('values a salvage title below a clean one, and a 24-ft boat by its length (issue 33)', async () => {
    const clean = (await value(civic)).json();
    const salvage = (await value({ ...civic, titleBrand: 'salvage' })).json();
    expect(salvage.estimatedValue).toBeLessThan(clean.estimatedValue);
    expect(salvage.factors.map((f: { name: string }) => f.name)).toContain(
      'Title: Salvage (written off, can be rebuilt)',
    );
    const boat = { ...civic, make: 'Other', model: 'Boat', year: 2020, mileage: 0, vin: null };
    const small = (await value({ ...boat, boatLengthFt: 16 })).json();
    const large = (await value({ ...boat, boatLengthFt: 24 })).json();
    expect(large.estimatedValue).toBeGreaterThan(2 * small.estimatedValue);
  });

  it('takes the minimum year from the platform settings and says it in the message', async () => {
    await upsertSetting(t.database.db, {
      category: 'donations',
      key: 'minVehicleYear',
      value: 2005,
      isPublic: true,
    });
    await t.app.ctx.settings.invalidate();
    try {
      const res = await value({ ...civic, year: 2001 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.year).toContain('2005');
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

  it('switches comparables from estimates to the platform sales once 3 similar vehicles are sold', async () => {
    const sold = (over: Partial<NewDonation>): NewDonation => ({
      year: 2017,
      make: 'Toyota',
      model: 'Corolla',
      condition: 'good',
      mileage: 140_000,
      firstName: 'Sam',
      lastName: 'Roy',
      email: 'sam@example.test',
      phone: '+16135550123',
      address: '1 Main St',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      status: 'valued',
      finalValue: '9100.50',
      ...over,
    });
    const corolla = { ...civic, make: 'Toyota', model: 'Corolla', year: 2018 };
    await t.database.db.insert(donations).values([
      sold({}),
      sold({ year: 2020, status: 'completed', finalValue: '10400.00' }),
      // Not similar: too old, not sold yet, or another make.
      sold({ year: 2010, finalValue: '3000.00' }),
      sold({ status: 'processing', finalValue: null }),
      sold({ make: 'Honda', model: 'Civic' }),
    ]);
    const before = (await value(corolla)).json();
    expect(before.comparablesSource).toBe('estimate');

    await t.database.db
      .insert(donations)
      .values(sold({ year: 2016, status: 'receipt_issued', model: 'Camry', finalValue: '8800.00' }));
    const after = await soldSoon(() => value(corolla));
    expect(after.comparablesSource).toBe('sold');
    expect(after.comparableVehicles).toHaveLength(3);
    expect(after.comparableVehicles.map((c: { source: string }) => c.source)).toEqual([
      'sold',
      'sold',
      'sold',
    ]);
    // The same model first, closest years first; the other model of the make last.
    expect(
      after.comparableVehicles.map((c: { model: string; year: number }) => `${c.model} ${c.year}`),
    ).toEqual(['Corolla 2017', 'Corolla 2020', 'Camry 2016']);
    expect(after.comparableVehicles[0].price).toBe(9100.5);
    expect(JSON.stringify(after)).not.toContain('sam@example.test');
  });

  it('weighs the platform sales shown into the estimate and says so: a 2015 Civic, 150,000 km', async () => {
    const row = (year: number, mileage: number, finalValue: string): NewDonation => ({
      year,
      make: 'Honda',
      model: 'Civic',
      condition: 'good',
      mileage,
      firstName: 'Lee',
      lastName: 'Chan',
      email: 'lee@example.test',
      phone: '+16135550123',
      address: '1 Main St',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      status: 'completed',
      finalValue,
    });
    const civic2015 = { ...civic, year: 2015, mileage: 150_000 };
    const modelOnly = (await value(civic2015)).json();
    await t.database.db
      .insert(donations)
      .values([row(2016, 140_000, '8650.00'), row(2013, 210_000, '4300.00'), row(2015, 160_000, '7250.00')]);
    const res = await soldSoon(() => value(civic2015));
    expect(res.comparablesSource).toBe('sold');
    const prices = res.comparableVehicles.map((c: { price: number }) => c.price);
    expect(Math.max(...prices)).toBeLessThan(modelOnly.estimatedValue);
    // Weighted toward the sales, inside its range, and explained by a factor line.
    expect(res.estimatedValue).toBeLessThan(modelOnly.estimatedValue);
    expect(res.marketRange.low).toBeLessThanOrEqual(res.estimatedValue);
    expect(res.marketRange.high).toBeGreaterThanOrEqual(res.estimatedValue);
    const line = res.factors.at(-1);
    // The Civic sold in the Corolla test above is one of them.
    const count = res.comparableVehicles.length;
    expect(line.name).toMatch(
      new RegExp(
        `^Sales of similar vehicles at our dealer auctions \\(${count}; wholesale prices raised 15% to the market and adjusted to this vehicle: median \\$[\\d,]+\\), weighted \\d+%$`,
      ),
    );
    expect(line.percent).toBeLessThan(0);
    expect(res.taxDeduction.total).toBeLessThan(modelOnly.taxDeduction.total);
  });

  it('limits valuations per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await value(civic, {}, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('GET /api/vehicles/catalogue', () => {
  it('lists the makes with their models, Other last', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/vehicles/catalogue' });
    expect(res.statusCode).toBe(200);
    const { makes } = res.json();
    expect(makes).toHaveLength(44);
    expect(makes.at(-1).name).toBe('Other');
    expect(makes.find((m: { name: string }) => m.name === 'Honda').models).toContain('Civic');
    for (const make of makes) expect(make.models.length).toBeGreaterThanOrEqual(3);
  });
});
