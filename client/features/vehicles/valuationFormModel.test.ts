import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, toRequestInput, yearOptions, type ValuationFormValues } from './valuationFormModel';
import { validateValuation } from './valuationValidation';

const bounds = { minYear: 1985, currentYear: 2026, maxMileage: 500_000 };
// Echo the key and its numbers, so the test sees which message and which parameters were chosen.
const t = (key: string, params: Record<string, unknown> = {}) =>
  key.endsWith('Range') ? `${key}(${String(params.minimum)}-${String(params.maximum)})` : key;

const filled: ValuationFormValues = {
  ...INITIAL_VALUES,
  year: '2015',
  make: 'Honda',
  model: 'Civic',
  mileage: 150000,
};

describe('valuation form model', () => {
  it('starts with the specification defaults: good, no accidents, good service, Ontario, no lien', () => {
    expect(INITIAL_VALUES).toMatchObject({
      condition: 'good',
      accidents: 'none',
      serviceHistory: 'good',
      location: 'ON',
      hasLienOrFinance: false,
      model: '',
    });
  });

  it('sends the donor type and, when given, the acquisition year and month', () => {
    expect(toRequestInput(filled)).toMatchObject({
      donorType: 'individual',
      acquisitionYear: null,
      acquisitionMonth: null,
    });
    const given = toRequestInput({
      ...filled,
      donorType: 'corporation',
      acquisitionYear: '2024',
      acquisitionMonth: '3',
    });
    expect(given).toMatchObject({ donorType: 'corporation', acquisitionYear: 2024, acquisitionMonth: 3 });
    const r = validateValuation({ ...filled, acquisitionYear: '2024', acquisitionMonth: '3' }, bounds, t);
    expect(r.ok).toBe(true);
  });

  it('names every required field with the specification messages', () => {
    const result = validateValuation({ ...INITIAL_VALUES, location: '' }, bounds, t);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      year: 'validation:yearRequired',
      make: 'validation:makeRequired',
      model: 'validation:modelRequired',
      mileage: 'validation:mileageRequired',
      location: 'validation:locationRequired',
    });
  });

  it('treats a year shorter than 4 characters as missing', () => {
    expect(validateValuation({ ...filled, year: '201' }, bounds, t).errors).toEqual({
      year: 'validation:yearRequired',
    });
  });

  it('passes the year bounds into the message', () => {
    expect(validateValuation({ ...filled, year: '1984' }, bounds, t).errors).toEqual({
      year: 'validation:yearRange(1985-2026)',
    });
  });

  it('refuses a VIN longer than 17 characters and accepts an empty one', () => {
    expect(validateValuation({ ...filled, vin: '1HGCM82633A0043521' }, bounds, t).errors).toEqual({
      vin: 'validation:vinTooLong',
    });
    const ok = validateValuation(filled, bounds, t);
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(ok.request).toMatchObject({
        year: 2015,
        mileage: 150000,
        vin: null,
        trim: null,
        location: 'ON',
      });
  });

  it('lists the years newest first down to the minimum year', () => {
    const years = yearOptions(bounds);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1985');
    expect(years).toHaveLength(42);
  });

  it("offers only the model's years when the catalogue lists them, any year otherwise", () => {
    // The Telluride was first sold as a 2020 model: 2012 is not offered.
    const telluride = yearOptions(bounds, { make: 'Kia', model: 'Telluride' });
    expect(telluride[0]).toBe('2026');
    expect(telluride.at(-1)).toBe('2020');
    expect(telluride).not.toContain('2012');
    // A gap where a name was dropped and revived (Camaro 2003–2009).
    const camaro = yearOptions(bounds, { make: 'Chevrolet', model: 'Camaro' });
    expect(camaro).toContain('2002');
    expect(camaro).not.toContain('2005');
    expect(camaro).toContain('2010');
    expect(yearOptions(bounds, { make: 'Other', model: 'Car' })).toHaveLength(42);
  });

  it('sends the title brand, and an RV class or a boat length only for a model that needs it', () => {
    expect(toRequestInput(filled)).toMatchObject({ titleBrand: 'clean', rvClass: null, boatLengthFt: null });
    const rebuilt = {
      ...filled,
      titleBrand: 'rebuilt' as const,
      rvClass: 'classA' as const,
      boatLengthFt: 24,
    };
    // A Civic has no RV class or boat length, whatever the form still holds.
    expect(toRequestInput(rebuilt)).toMatchObject({
      titleBrand: 'rebuilt',
      rvClass: null,
      boatLengthFt: null,
    });
    expect(toRequestInput({ ...rebuilt, make: 'Other', model: 'RV' })).toMatchObject({
      rvClass: 'classA',
      boatLengthFt: null,
    });
    expect(toRequestInput({ ...rebuilt, make: 'Other', model: 'Boat' })).toMatchObject({
      rvClass: null,
      boatLengthFt: 24,
    });
    // A catalogued boat has its own price: its length is not asked.
    expect(toRequestInput({ ...rebuilt, make: 'Yamaha', model: '242X' }).boatLengthFt).toBeNull();
  });

  it('refuses a model year the model was not made, on the year field', () => {
    const result = validateValuation({ ...filled, make: 'Kia', model: 'Telluride', year: '2012' }, bounds, t);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.year).toBe('validation:modelYearNotMade');
  });
});
