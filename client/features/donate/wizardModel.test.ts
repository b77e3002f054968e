import { describe, expect, it } from 'vitest';
import { INITIAL_VALUES, toFormErrors, toValuationRequest, type WizardValues } from './wizardModel';
import { validateDonation, validateVehicleStep } from './wizardValidation';

const bounds = { minYear: 1985, currentYear: 2026, maxMileage: 500_000 };
// Returns the key and its numbers, so a test sees which rule spoke.
const t = (key: string, params?: Record<string, unknown>) =>
  key.endsWith('Range') ? `${key}(${String(params?.minimum)}-${String(params?.maximum)})` : key;

const vehicle: WizardValues = {
  ...INITIAL_VALUES,
  year: '2012',
  make: 'Honda',
  model: 'Accord',
  mileage: 210000,
  vin: '1HGCM82633A004352',
};
const complete: WizardValues = {
  ...vehicle,
  firstName: 'Jean',
  lastName: 'Dupuis',
  email: 'jean@example.test',
  phone: '613-555-0123',
  address: '24 Sussex Drive',
  city: 'Ottawa',
  postalCode: 'k1m1m4',
};

describe('step 1', () => {
  it('needs make, model, year and mileage', () => {
    const r = validateVehicleStep(INITIAL_VALUES, bounds, t);
    expect(r.ok).toBe(false);
    expect(r.errors).toMatchObject({
      year: 'validation:yearRequired',
      make: 'validation:makeRequired',
      model: 'validation:modelRequired',
      mileage: 'validation:mileageRequired',
    });
  });

  it('applies the settings’ year bounds and the VIN check digit, but not to a boat', () => {
    expect(validateVehicleStep({ ...vehicle, year: '1984' }, bounds, t).errors).toEqual({
      year: 'validation:yearRange(1985-2026)',
    });
    const badVin = { ...vehicle, vin: '1HGCM82653A004352' };
    expect(validateVehicleStep(badVin, bounds, t).errors).toEqual({ vin: 'validation:vinCheckDigit' });
    // A boat's 17-character number is not a hull number: the donor confirms it as written.
    expect(validateVehicleStep({ ...badVin, vehicleType: 'boat' }, bounds, t).ok).toBe(false);
    expect(validateVehicleStep({ ...badVin, vehicleType: 'boat', vinConfirmed: true }, bounds, t).ok).toBe(
      true,
    );
  });
});

describe('step 2', () => {
  it('accepts a complete submission and normalizes it as the server will', () => {
    const r = validateDonation(complete, 3450, bounds, t);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toMatchObject({
      postalCode: 'K1M 1M4',
      phone: '+16135550123',
      charityId: null,
      charityChoice: 'recommend',
      estimatedValue: 3450,
      newsConsent: false,
    });
  });

  it('checks the postal code against the province and shows a charity error on the charity picker', () => {
    const r = validateDonation({ ...complete, province: 'QC' }, null, bounds, t);
    expect(r.errors).toEqual({ postalCode: 'validation:postalCodeProvince' });
    expect(toFormErrors({ charityId: 'x', phone: 'y' })).toEqual({ charity: 'x', phone: 'y' });
  });

  it('sends a chosen charity by id', () => {
    const r = validateDonation({ ...complete, charity: '7' }, null, bounds, t);
    expect(r.ok && r.data.charityId).toBe(7);
  });
});

describe('toValuationRequest', () => {
  it('reads "accidents" as minor and leaves a boat’s serial number out', () => {
    expect(toValuationRequest({ ...vehicle, hasAccidents: true })).toMatchObject({
      accidents: 'minor',
      serviceHistory: 'good',
      location: 'ON',
      vin: '1HGCM82633A004352',
    });
    expect(toValuationRequest({ ...vehicle, vehicleType: 'boat' }).vin).toBeNull();
  });

  it('sends the title brand and an RV class the donor chose (issue 33)', () => {
    expect(
      toValuationRequest({
        ...vehicle,
        make: 'Other',
        model: 'RV',
        titleBrand: 'salvage',
        rvClass: 'classC',
      }),
    ).toMatchObject({ titleBrand: 'salvage', rvClass: 'classC', boatLengthFt: null });
  });

  it('refuses a 2012 Kia Telluride at step 1, on the year', () => {
    const step = validateVehicleStep({ ...vehicle, make: 'Kia', model: 'Telluride', vin: '' }, bounds, t);
    expect(step.ok).toBe(false);
    expect(step.errors).toMatchObject({ year: 'validation:modelYearNotMade' });
  });
});
