import { describe, expect, it } from 'vitest';
import { estimateVehicleValue } from './valuation';
import { makeValuationRequest, ValuationRequest } from './valuation.schemas';

const schema = makeValuationRequest({ minYear: 1900, currentYear: 2026, maxMileage: 500_000 });

const VALID = {
  year: 2015,
  make: 'Toyota',
  model: 'Corolla',
  mileage: 180_000,
  location: 'QC',
};

function issues(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    ...('params' in issue && issue.params ? { params: issue.params } : {}),
  }));
}

describe('ValuationRequest', () => {
  it('accepts the minimum and fills the defaults of the form', () => {
    const parsed = schema.parse(VALID);
    expect(parsed).toEqual({
      ...VALID,
      condition: 'good',
      accidents: 'none',
      serviceHistory: 'good',
      hasLienOrFinance: false,
      titleBrand: 'clean',
    });
    // The parsed request is what the valuation takes.
    expect(estimateVehicleValue(parsed, { currentYear: 2026 }).estimatedValue).toBeGreaterThan(0);
  });

  it('uses the specification messages for missing fields', () => {
    expect(issues({})).toEqual([
      { path: 'year', message: 'validation:yearRequired' },
      { path: 'make', message: 'validation:makeRequired' },
      { path: 'model', message: 'validation:modelRequired' },
      { path: 'mileage', message: 'validation:mileageRequired' },
      { path: 'location', message: 'validation:locationRequired' },
    ]);
    expect(issues({ ...VALID, make: '   ', model: '' })).toEqual([
      { path: 'make', message: 'validation:makeRequired' },
      { path: 'model', message: 'validation:modelRequired' },
    ]);
  });

  it('bounds the year and the mileage, with the numbers in params', () => {
    expect(issues({ ...VALID, year: 1899 })).toEqual([
      { path: 'year', message: 'validation:yearRange', params: { minimum: 1900, maximum: 2026 } },
    ]);
    expect(issues({ ...VALID, year: 2027 })).toMatchObject([
      { path: 'year', message: 'validation:yearRange' },
    ]);
    expect(issues({ ...VALID, year: 2015.5 })).toMatchObject([
      { path: 'year', message: 'validation:yearRequired' },
    ]);
    expect(issues({ ...VALID, mileage: -1 })).toMatchObject([
      { path: 'mileage', message: 'validation:mileageNegative' },
    ]);
    expect(issues({ ...VALID, mileage: 500_001 })).toEqual([
      { path: 'mileage', message: 'validation:mileageMax', params: { maximum: 500_000 } },
    ]);
  });

  it('refuses unknown choices and provinces', () => {
    expect(issues({ ...VALID, condition: 'mint', accidents: 'some', location: 'ZZ' })).toEqual([
      { path: 'condition', message: 'validation:conditionRequired' },
      { path: 'accidents', message: 'validation:choiceInvalid' },
      { path: 'location', message: 'validation:locationRequired' },
    ]);
  });

  it('normalizes the VIN, refuses more than 17 characters, and checks it for a car from 1981 on', () => {
    expect(schema.parse({ ...VALID, vin: ' jhmcm5-6557c 404453' }).vin).toBe('JHMCM56557C404453');
    expect(schema.parse({ ...VALID, vin: '' }).vin).toBeNull();
    expect(issues({ ...VALID, vin: '1HGCM82633A0043521' })).toEqual([
      { path: 'vin', message: 'validation:vinTooLong' },
    ]);
    expect(issues({ ...VALID, vin: '1HGCM82633A004353' })).toEqual([
      { path: 'vin', message: 'validation:vinCheckDigit' },
    ]);
    expect(issues({ ...VALID, vin: '1HGCM82633A0043' })).toEqual([
      { path: 'vin', message: 'validation:vinLength' },
    ]);
    expect(issues({ ...VALID, vin: '1HGCM82633A004352' })).toEqual([]);
  });

  it('does not check the VIN of a boat or of a vehicle before 1981', () => {
    expect(issues({ ...VALID, make: 'BRP', model: 'Sea-Doo GTI', vin: 'YDV12345A616' })).toEqual([]);
    expect(issues({ ...VALID, year: 1978, vin: 'F14UAD12345' })).toEqual([]);
  });

  it('reads settings from a function at every parse', () => {
    let minYear = 1990;
    const live = makeValuationRequest(() => ({ minYear, currentYear: 2026, maxMileage: 500_000 }));
    expect(live.safeParse({ ...VALID, year: 1985 }).success).toBe(false);
    minYear = 1980;
    expect(live.safeParse({ ...VALID, year: 1985 }).success).toBe(true);
  });

  it('has a default export bounded by this year', () => {
    const thisYear = new Date().getFullYear();
    expect(ValuationRequest.safeParse({ ...VALID, year: thisYear }).success).toBe(true);
    expect(ValuationRequest.safeParse({ ...VALID, year: thisYear + 1 }).success).toBe(false);
  });
});

describe('ValuationRequest, model years from the catalogue (issue 33)', () => {
  it('refuses a 2012 Kia Telluride, naming the year and the model years', () => {
    expect(issues({ ...VALID, year: 2012, make: 'Kia', model: 'Telluride' })).toEqual([
      {
        path: 'year',
        message: 'validation:modelYearNotMade',
        params: { year: 2012, make: 'Kia', model: 'Telluride', years: '2020–' },
      },
    ]);
    expect(issues({ ...VALID, year: 2020, make: 'Kia', model: 'Telluride' })).toEqual([]);
  });

  it('knows the gaps of a revived name, and accepts any year of a model it does not list', () => {
    expect(issues({ ...VALID, year: 2005, make: 'Chevrolet', model: 'Camaro' })[0]?.params).toEqual({
      year: 2005,
      make: 'Chevrolet',
      model: 'Camaro',
      years: '1967–2002, 2010–2024',
    });
    expect(issues({ ...VALID, year: 1985, make: 'Chevrolet', model: 'Camaro' })).toEqual([]);
    expect(issues({ ...VALID, year: 1990, make: 'Kia', model: 'Hand-typed' })).toEqual([]);
  });

  it('asks the title brand, an RV class and a boat length, and refuses values outside them', () => {
    const parsed = schema.parse({ ...VALID, titleBrand: 'salvage', rvClass: 'classA', boatLengthFt: 24 });
    expect(parsed).toMatchObject({ titleBrand: 'salvage', rvClass: 'classA', boatLengthFt: 24 });
    expect(issues({ ...VALID, titleBrand: 'flood' })).toEqual([
      { path: 'titleBrand', message: 'validation:choiceInvalid' },
    ]);
    expect(issues({ ...VALID, boatLengthFt: 200 })).toEqual([
      { path: 'boatLengthFt', message: 'validation:boatLengthInvalid' },
    ]);
  });
});
