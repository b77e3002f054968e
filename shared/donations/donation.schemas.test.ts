import { describe, expect, it } from 'vitest';
import { CreateDonationRequest, makeCreateDonationRequest } from './donation.schemas';

// 2026-03-01 at noon in Montréal: pickup dates before that day are in the past.
const NOW = new Date('2026-03-01T17:00:00Z');
const schema = makeCreateDonationRequest(
  { minYear: 1985, currentYear: 2026, maxMileage: 500_000 },
  { now: () => NOW },
);

const VALID = {
  vehicleType: 'car',
  year: 2012,
  make: 'Honda',
  model: 'Civic',
  mileage: 210_000,
  condition: 'fair',
  vin: '1HGCM82633A004352',
  estimatedValue: 2450.5,
  firstName: ' Marie ',
  lastName: 'Tremblay',
  email: ' marie.tremblay@example.ca ',
  phone: '(514) 555-0199',
  address: '123 rue Principale',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x1y4',
  charityId: 3,
  pickupPreference: 'weekday',
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

describe('CreateDonationRequest', () => {
  it('accepts a complete request and normalizes what people type', () => {
    expect(schema.parse(VALID)).toEqual({
      ...VALID,
      firstName: 'Marie',
      email: 'marie.tremblay@example.ca',
      phone: '+15145550199',
      postalCode: 'H2X 1Y4',
      hasAccidents: false,
      hasLienOrFinance: false,
      charityChoice: null,
      unattendedPickup: false,
      newsConsent: false,
    });
  });

  it('uses the specification messages for every missing required field', () => {
    expect(issues({})).toEqual([
      { path: 'year', message: 'validation:yearRequired' },
      { path: 'make', message: 'validation:makeRequired' },
      { path: 'model', message: 'validation:modelRequired' },
      { path: 'mileage', message: 'validation:mileageRequired' },
      { path: 'condition', message: 'validation:conditionRequired' },
      { path: 'firstName', message: 'validation:firstNameRequired' },
      { path: 'lastName', message: 'validation:lastNameRequired' },
      { path: 'email', message: 'validation:emailInvalid' },
      { path: 'phone', message: 'validation:phoneRequired' },
      { path: 'address', message: 'validation:addressRequired' },
      { path: 'city', message: 'validation:cityRequired' },
      { path: 'province', message: 'validation:provinceRequired' },
      { path: 'postalCode', message: 'validation:postalCodeRequired' },
      { path: 'pickupPreference', message: 'validation:pickupPreferenceRequired' },
    ]);
    // Cross-field checks (charity, postal code against province...) wait until every field has a value.
  });

  it('bounds the year by the settings', () => {
    expect(issues({ ...VALID, year: 1984, vin: null })).toEqual([
      { path: 'year', message: 'validation:yearRange', params: { minimum: 1985, maximum: 2026 } },
    ]);
    expect(issues({ ...VALID, year: 2027, vin: null })).toMatchObject([{ path: 'year' }]);
    const strict = makeCreateDonationRequest({ minYear: 1995, currentYear: 2026, maxMileage: 300_000 });
    expect(strict.safeParse({ ...VALID, year: 1990, vin: null }).success).toBe(false);
    expect(strict.safeParse({ ...VALID, mileage: 300_001 }).error?.issues[0]).toMatchObject({
      path: ['mileage'],
      message: 'validation:mileageMax',
      params: { maximum: 300_000 },
    });
  });

  it('checks the VIN check digit of cars, trucks and motorcycles from 1981 on, but not of boats or "other"', () => {
    const badVin = '1HGCM82633A004353';
    expect(issues({ ...VALID, vin: badVin })).toEqual([{ path: 'vin', message: 'validation:vinCheckDigit' }]);
    expect(issues({ ...VALID, vehicleType: 'motorcycle', vin: badVin })).toHaveLength(1);
    // A boat carries a 12-character hull number: anything else is a warning the donor confirms.
    expect(issues({ ...VALID, vehicleType: 'boat', vin: badVin })).toEqual([
      { path: 'vin', message: 'validation:hinConfirm' },
    ]);
    expect(issues({ ...VALID, vehicleType: 'boat', vin: badVin, vinConfirmed: true })).toEqual([]);
    expect(issues({ ...VALID, vehicleType: 'other', vin: 'ABC123' })).toEqual([]);
    expect(issues({ ...VALID, vin: '1HGCM82633O004352' })).toEqual([
      { path: 'vin', message: 'validation:vinCharacters' },
    ]);
    expect(issues({ ...VALID, vin: '' })).toEqual([]);
  });

  it('checks the postal code format and its province', () => {
    expect(issues({ ...VALID, postalCode: 'D1A 1A1' })).toEqual([
      { path: 'postalCode', message: 'validation:postalCodeInvalid' },
    ]);
    expect(issues({ ...VALID, postalCode: 'K1A 0B1' })).toEqual([
      { path: 'postalCode', message: 'validation:postalCodeProvince' },
    ]);
    expect(issues({ ...VALID, province: 'ON', postalCode: 'K1A 0B1' })).toEqual([]);
  });

  it('parses the phone as a North American number', () => {
    expect(issues({ ...VALID, phone: '555-0199' })).toEqual([
      { path: 'phone', message: 'validation:phoneInvalid' },
    ]);
    expect(issues({ ...VALID, phone: '+33 1 42 68 53 00' })).toEqual([
      { path: 'phone', message: 'validation:phoneInvalid' },
    ]);
  });

  it('refuses an invalid e-mail', () => {
    expect(issues({ ...VALID, email: 'marie@' })).toEqual([
      { path: 'email', message: 'validation:emailInvalid' },
    ]);
  });

  it('needs exactly one of a charity or a recommendation', () => {
    expect(issues({ ...VALID, charityId: null, charityChoice: 'recommend' })).toEqual([]);
    expect(issues({ ...VALID, charityId: null })).toEqual([
      { path: 'charityId', message: 'validation:charityRequired' },
    ]);
    expect(issues({ ...VALID, charityChoice: 'recommend' })).toEqual([
      { path: 'charityId', message: 'validation:charityChoiceConflict' },
    ]);
    expect(issues({ ...VALID, charityId: 0 })).toEqual([
      { path: 'charityId', message: 'validation:charityRequired' },
    ]);
  });

  it('needs a date for a scheduled pickup, and a real one', () => {
    expect(issues({ ...VALID, pickupPreference: 'schedule' })).toEqual([
      { path: 'preferredDate', message: 'validation:preferredDateRequired' },
    ]);
    expect(issues({ ...VALID, pickupPreference: 'schedule', preferredDate: '2026-06-15' })).toEqual([]);
    expect(issues({ ...VALID, preferredDate: '2026-02-30' })).toEqual([
      { path: 'preferredDate', message: 'validation:dateInvalid' },
    ]);
    expect(issues({ ...VALID, preferredPickupTime: 'midnight' })).toEqual([
      { path: 'preferredPickupTime', message: 'validation:choiceInvalid' },
    ]);
  });

  it('refuses a pickup date before today in the donor’s province', () => {
    expect(issues({ ...VALID, pickupPreference: 'schedule', preferredDate: '2020-01-15' })).toEqual([
      { path: 'preferredDate', message: 'validation:preferredDatePast' },
    ]);
    expect(issues({ ...VALID, preferredDate: '2026-02-28' })).toEqual([
      { path: 'preferredDate', message: 'validation:preferredDatePast' },
    ]);
    expect(issues({ ...VALID, pickupPreference: 'schedule', preferredDate: '2026-03-01' })).toEqual([]);
    // 06:30 UTC on March 2nd is already the 2nd in Montréal but still the 1st in Vancouver.
    const late = makeCreateDonationRequest(
      { minYear: 1985, currentYear: 2026, maxMileage: 500_000 },
      { now: () => new Date('2026-03-02T06:30:00Z') },
    );
    const bc = { ...VALID, province: 'BC', postalCode: 'V6B 1A1', preferredDate: '2026-03-01' };
    expect(late.safeParse(bc).success).toBe(true);
    expect(late.safeParse({ ...VALID, preferredDate: '2026-03-01' }).error?.issues).toMatchObject([
      { path: ['preferredDate'], message: 'validation:preferredDatePast' },
    ]);
  });

  it('reads amounts exactly and refuses negative or fractional-cent ones', () => {
    expect(schema.parse({ ...VALID, estimatedValue: '2450.50' }).estimatedValue).toBe(2450.5);
    expect(schema.parse({ ...VALID, estimatedValue: null }).estimatedValue).toBeNull();
    expect(issues({ ...VALID, estimatedValue: -1 })).toEqual([
      { path: 'estimatedValue', message: 'validation:amountInvalid' },
    ]);
    expect(issues({ ...VALID, estimatedValue: '1,000' })).toEqual([
      { path: 'estimatedValue', message: 'validation:amountInvalid' },
    ]);
  });

  it('asks for the acquisition year with a cost, and bounds it by the vehicle year and this year', () => {
    expect(issues({ ...VALID, acquisitionYear: 2024, acquisitionCost: 8000 })).toEqual([]);
    expect(issues({ ...VALID, acquisitionCost: 8000 })).toEqual([
      { path: 'acquisitionYear', message: 'validation:acquisitionYearRequired' },
    ]);
    expect(issues({ ...VALID, acquisitionYear: 2010 })).toEqual([
      {
        path: 'acquisitionYear',
        message: 'validation:acquisitionYearRange',
        params: { minimum: 2011, maximum: 2026 },
      },
    ]);
    expect(issues({ ...VALID, acquisitionYear: 2027 })).toMatchObject([{ path: 'acquisitionYear' }]);
  });

  it('limits free text', () => {
    expect(issues({ ...VALID, notes: 'x'.repeat(2001) })).toEqual([
      { path: 'notes', message: 'validation:textTooLong' },
    ]);
    expect(issues({ ...VALID, city: 'x'.repeat(101) })).toEqual([
      { path: 'city', message: 'validation:textTooLong' },
    ]);
  });

  it('has a default export with the default settings', () => {
    expect(CreateDonationRequest.safeParse(VALID).success).toBe(true);
    // Older vehicles are taken for scrap or parts (issue 33): only a year before 1900 is refused.
    expect(CreateDonationRequest.safeParse({ ...VALID, year: 1984, vin: null }).success).toBe(true);
    expect(CreateDonationRequest.safeParse({ ...VALID, year: 1899, vin: null }).success).toBe(false);
  });
});
