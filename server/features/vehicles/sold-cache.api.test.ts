import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, type NewDonation } from '../../db/schema/donations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSoldSimilar } from './comparables.repo';
import { createSoldCache } from './sold-cache';

/** The in-memory copy of the sales answers as the SQL does, and a valuation reads no database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sale = (over: Partial<NewDonation>): NewDonation => ({
  year: 2016,
  make: 'Mazda',
  model: 'Mazda3',
  condition: 'good',
  mileage: 150_000,
  firstName: 'Léa',
  lastName: 'Roy',
  email: 'lea@example.test',
  phone: '+16135550123',
  address: '1 Main St',
  city: 'Gatineau',
  province: 'QC',
  postalCode: 'J8X 1A1',
  status: 'completed',
  finalValue: '6100.00',
  ...over,
});

describe('sold cache', () => {
  it('finds the same sales in the same order as the SQL lookup', async () => {
    await t.database.db
      .insert(donations)
      .values([
        sale({}),
        sale({ year: 2014, finalValue: '5000.00', valuationDate: '2026-01-10' }),
        sale({ year: 2014, finalValue: '5200.00', valuationDate: '2026-03-02' }),
        sale({ year: 2018, make: ' mazda ', model: 'CX-5', finalValue: '9900.00' }),
        sale({ year: 2019, model: 'mazda3 ', status: 'valued', finalValue: '8700.25' }),
        sale({ year: 2017, status: 'receipt_issued', finalValue: '7000.00', valuationDate: '2025-12-01' }),
        sale({ year: 2012, finalValue: '3100.00' }),
        sale({ year: 2016, status: 'processing', finalValue: null }),
        sale({ year: 2016, make: 'Subaru', model: 'Impreza' }),
      ]);
    const cache = await createSoldCache(t.database);
    try {
      for (const q of [
        { make: 'Mazda', model: 'Mazda3', year: 2016 },
        { make: 'MAZDA', model: 'cx-5', year: 2017 },
        { make: 'Mazda', model: 'Miata', year: 2013 },
        { make: 'Subaru', model: 'Impreza', year: 2020 },
        { make: 'Kia', model: 'Rio', year: 2016 },
      ]) {
        const opts = { ...q, yearSpan: 3, limit: 6 };
        expect(await cache.find(opts)).toEqual(await findSoldSimilar(t.database.db, opts));
      }
    } finally {
      await cache.close();
    }
  });

  it('values vehicles without a database query, and sees a sale recorded since', async () => {
    const body = {
      year: 2021,
      make: 'Kia',
      model: 'Soul',
      mileage: 60_000,
      condition: 'good',
      accidents: 'none',
      serviceHistory: 'good',
      location: 'ON',
      hasLienOrFinance: false,
    };
    const value = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/vehicles/valuation', payload: body });
      expect(res.statusCode).toBe(200);
      return res.json() as { comparablesSource: string };
    };
    expect((await value()).comparablesSource).toBe('estimate'); // loads the copy
    const db = t.app.ctx.db;
    const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'execute'), vi.spyOn(db, 'transaction')];
    try {
      for (let i = 0; i < 10; i++) await value();
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    await t.database.db
      .insert(donations)
      .values([2020, 2021, 2022].map((year) => sale({ year, make: 'Kia', model: 'Soul' })));
    await vi.waitFor(async () => expect((await value()).comparablesSource).toBe('sold'), {
      timeout: 2_000,
      interval: 5,
    });
  });
});
