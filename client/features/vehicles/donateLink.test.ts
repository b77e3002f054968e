import { describe, expect, it } from 'vitest';
import { calculatorLink, donateLink, isCompleteHandOff, readHandOff, toCalculatorValues } from './donateLink';

describe('donateLink', () => {
  const base = {
    year: '2018',
    make: 'Mercedes-Benz',
    model: 'C-Class',
    trim: '',
    mileage: 120000,
    condition: 'fair',
    accidents: 'minor',
    serviceHistory: 'fair',
    modifications: null,
    province: 'QC',
    vin: ' 1HGCM82633A004352 ',
    hasLienOrFinance: false,
  };

  it('passes every fact the calculator asked to /donate with prefilled=true', () => {
    const url = new URL(donateLink(base, 14250), 'http://x');
    expect(url.pathname).toBe('/donate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      year: '2018',
      make: 'Mercedes-Benz',
      model: 'C-Class',
      mileage: '120000',
      condition: 'fair',
      accidents: 'minor',
      serviceHistory: 'fair',
      province: 'QC',
      vin: '1HGCM82633A004352',
      hasLienOrFinance: 'false',
      estimatedValue: '14250',
      prefilled: 'true',
    });
  });

  it('keeps a trim and modifications when there are some', () => {
    const url = new URL(
      donateLink({ ...base, trim: 'C300 4MATIC', modifications: 'Tow hitch' }, 1),
      'http://x',
    );
    expect(url.searchParams.get('trim')).toBe('C300 4MATIC');
    expect(url.searchParams.get('modifications')).toBe('Tow hitch');
  });

  it.each(['excellent', 'good', 'fair', 'poor'])('hands the condition %s over unchanged', (condition) => {
    const url = new URL(donateLink({ ...base, condition }, 1), 'http://x');
    expect(url.searchParams.get('condition')).toBe(condition);
  });

  it('encodes names with spaces and symbols', () => {
    const url = new URL(
      donateLink({ ...base, make: 'Land Rover', model: 'Range Rover & Sport' }, 1),
      'http://x',
    );
    expect(url.searchParams.get('model')).toBe('Range Rover & Sport');
    expect(url.searchParams.get('make')).toBe('Land Rover');
  });
});

describe('the way back to the calculator', () => {
  const vehicle = {
    year: 2015,
    make: 'Toyota',
    model: 'Corolla',
    trim: 'LE',
    mileage: 150000,
    condition: 'good',
    accidents: 'major',
    serviceHistory: 'poor',
    modifications: 'Roof rack',
    province: 'NS',
    vin: null,
    hasLienOrFinance: true,
  };

  it('reopens a filled calculator from its own link', () => {
    const link = calculatorLink(vehicle);
    expect(link.startsWith('/vehicle-valuation?')).toBe(true);
    const query = readHandOff(link.slice(link.indexOf('?')));
    expect(isCompleteHandOff(query)).toBe(true);
    expect(toCalculatorValues(query)).toEqual({
      year: '2015',
      make: 'Toyota',
      model: 'Corolla',
      trim: 'LE',
      mileage: 150000,
      condition: 'good',
      accidents: 'major',
      serviceHistory: 'poor',
      modifications: 'Roof rack',
      location: 'NS',
      hasLienOrFinance: true,
    });
  });

  it('leaves out what is not catalogued or not in shape, and says the vehicle is incomplete', () => {
    const query = readHandOff('?year=15&make=Nope&model=Corolla&mileage=-3&accidents=lots&province=ZZ');
    expect(query).toEqual({});
    expect(isCompleteHandOff(readHandOff('?year=2015&make=toyota&model=corolla'))).toBe(false);
    expect(readHandOff('?make=toyota&model=corolla')).toEqual({ make: 'Toyota', model: 'Corolla' });
  });

  it('carries the title brand, an RV class and a boat length both ways (issue 33)', () => {
    const query = readHandOff(
      '?year=2005&make=Other&model=RV&titleBrand=rebuilt&rvClass=classC&boatLengthFt=24',
    );
    expect(query).toMatchObject({ titleBrand: 'rebuilt', rvClass: 'classC', boatLengthFt: 24 });
    expect(toCalculatorValues(query)).toMatchObject({
      titleBrand: 'rebuilt',
      rvClass: 'classC',
      boatLengthFt: 24,
    });
    expect(readHandOff('?titleBrand=flood&rvClass=yacht&boatLengthFt=400')).toEqual({});
  });
});
