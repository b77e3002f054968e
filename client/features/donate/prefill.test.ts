import { describe, expect, it } from 'vitest';
import { readHandOff, toCalculatorValues } from '@client/features/vehicles/donateLink';
import { calculatorLinkFor, readPrefill } from './prefill';
import { INITIAL_VALUES, toValuationRequest } from './wizardModel';

const QUEBEC_MINOR_ACCIDENT =
  '?year=2015&make=Honda&model=Civic&trim=EX&mileage=150000&condition=fair&accidents=minor' +
  '&serviceHistory=excellent&modifications=Winter+tires&province=QC&vin=2HGFB2F59FH500001' +
  '&hasLienOrFinance=true&estimatedValue=8650&prefilled=true';

describe('readPrefill', () => {
  it('takes every fact the calculator asked, with the province and the accident history', () => {
    expect(readPrefill(QUEBEC_MINOR_ACCIDENT)).toEqual({
      values: {
        vehicleType: 'car',
        year: '2015',
        make: 'Honda',
        model: 'Civic',
        trim: 'EX',
        mileage: 150000,
        condition: 'fair',
        hasAccidents: true,
        province: 'QC',
        vin: '2HGFB2F59FH500001',
        hasLienOrFinance: true,
      },
      details: { accidents: 'minor', serviceHistory: 'excellent', modifications: 'Winter tires' },
      estimatedValue: 8650,
      prefilled: true,
    });
  });

  it('values the same vehicle as the calculator did', () => {
    const prefill = readPrefill(QUEBEC_MINOR_ACCIDENT);
    const request = toValuationRequest({ ...INITIAL_VALUES, ...prefill.values }, prefill.details);
    expect(request).toMatchObject({
      location: 'QC',
      accidents: 'minor',
      serviceHistory: 'excellent',
      modifications: 'Winter tires',
      condition: 'fair',
      hasLienOrFinance: true,
    });
    // A major accident stays major; unticking the box in the wizard means none.
    const major = readPrefill(QUEBEC_MINOR_ACCIDENT.replace('accidents=minor', 'accidents=major'));
    expect(toValuationRequest({ ...INITIAL_VALUES, ...major.values }, major.details).accidents).toBe('major');
    expect(
      toValuationRequest({ ...INITIAL_VALUES, ...major.values, hasAccidents: false }, major.details)
        .accidents,
    ).toBe('none');
  });

  it('tells a pickup truck from a car by the catalogue', () => {
    expect(readPrefill('?make=Ford&model=F-150').values.vehicleType).toBe('truck');
  });

  it('leaves out what is not in the catalogue or not in shape', () => {
    const p = readPrefill('?year=15&make=Nope&model=Corolla&mileage=-3&condition=great&estimatedValue=abc');
    expect(p).toEqual({ values: {}, details: {}, estimatedValue: null, prefilled: false });
    expect(readPrefill('?make=honda&model=Hovercraft').values).toEqual({ make: 'Honda' });
  });

  it('leads back to a calculator filled with the wizard’s vehicle as it stands', () => {
    const prefill = readPrefill(QUEBEC_MINOR_ACCIDENT);
    const link = calculatorLinkFor(
      { ...INITIAL_VALUES, ...prefill.values, mileage: 151000 },
      prefill.details,
    );
    expect(toCalculatorValues(readHandOff(link.slice(link.indexOf('?'))))).toEqual({
      year: '2015',
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      mileage: 151000,
      condition: 'fair',
      accidents: 'minor',
      serviceHistory: 'excellent',
      modifications: 'Winter tires',
      location: 'QC',
      vin: '2HGFB2F59FH500001',
      hasLienOrFinance: true,
    });
  });
});
