import { describe, expect, it } from 'vitest';
import { makeCreateDonationRequest } from '../donations/donation.schemas';
import { isValidHin, vinCheckDigitIsMandatory } from './vin';

const schema = makeCreateDonationRequest(() => ({ minYear: 1950, currentYear: 2026, maxMileage: 999_999 }), {
  now: () => new Date('2026-01-10T12:00:00Z'),
});

const VALID = {
  vehicleType: 'car',
  year: 2012,
  make: 'Honda',
  model: 'Accord',
  mileage: 210_000,
  condition: 'fair',
  hasAccidents: false,
  hasLienOrFinance: false,
  firstName: 'Jean',
  lastName: 'Dupuis',
  email: 'jean.dupuis@example.test',
  phone: '(613) 555-0123',
  address: '24 Sussex Drive',
  city: 'Ottawa',
  province: 'ON',
  postalCode: 'K1M 1M4',
  charityChoice: 'recommend',
  pickupPreference: 'weekday',
};

const messages = (input: Record<string, unknown>) => {
  const r = schema.safeParse({ ...VALID, ...input });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

// Check digit wrong (position 9 should be 3 for this JIS-style VIN; X given).
const IMPORT_VIN = 'JHMCM5633XC000001'.slice(0, 8) + '0' + 'XC000001';
const NORTH_AMERICAN_BAD = '1HGCM82630A004352';

describe('identifiers a donor can confirm', () => {
  it('keeps the hard check digit on North American VINs from 1981', () => {
    expect(vinCheckDigitIsMandatory(NORTH_AMERICAN_BAD, 2003)).toBe(true);
    expect(messages({ vin: NORTH_AMERICAN_BAD, year: 2003 })).toEqual(['vin: validation:vinCheckDigit']);
    expect(messages({ vin: NORTH_AMERICAN_BAD, year: 2003, vinConfirmed: true })).toEqual([
      'vin: validation:vinCheckDigit',
    ]);
  });

  it('turns a failed check digit on an import or a pre-1981 VIN into a warning the donor confirms', () => {
    expect(vinCheckDigitIsMandatory(IMPORT_VIN, 2012)).toBe(false);
    expect(messages({ vin: IMPORT_VIN })).toEqual(['vin: validation:vinCheckDigitConfirm']);
    expect(messages({ vin: IMPORT_VIN, vinConfirmed: true })).toEqual([]);
    expect(messages({ vin: NORTH_AMERICAN_BAD, year: 1979 })).toEqual([
      'vin: validation:vinCheckDigitConfirm',
    ]);
    expect(messages({ vin: NORTH_AMERICAN_BAD, year: 1979, vinConfirmed: true })).toEqual([]);
  });

  it('checks a boat hull number (12 characters) softly and takes a trailer serial as given', () => {
    expect(isValidHin('YDV12345L112')).toBe(true);
    expect(isValidHin('YDV12345M112')).toBe(false);
    const boat = { vehicleType: 'boat', make: 'BRP', model: 'Sea-Doo GTI' };
    expect(messages({ ...boat, vin: 'YDV12345L112' })).toEqual([]);
    expect(messages({ ...boat, vin: 'SERIAL99' })).toEqual(['vin: validation:hinConfirm']);
    expect(messages({ ...boat, vin: 'SERIAL99', vinConfirmed: true })).toEqual([]);
    expect(messages({ vehicleType: 'other', make: 'Other', model: 'Trailer', vin: 'TR8812' })).toEqual([]);
  });

  it('lets the donor confirm a postal code outside the province', () => {
    expect(messages({ postalCode: 'H2X 1Y4' })).toEqual(['postalCode: validation:postalCodeProvince']);
    expect(messages({ postalCode: 'H2X 1Y4', postalCodeConfirmed: true })).toEqual([]);
  });
});
