import { describe, expect, it } from 'vitest';
import { donateLink } from './donateLink';

describe('donateLink', () => {
  const base = {
    year: '2018',
    make: 'Mercedes-Benz',
    model: 'C-Class',
    mileage: 120000,
    vin: ' 1HGCM82633A004352 ',
    hasLienOrFinance: false,
    estimatedValue: 14250,
  };

  it('passes every listed parameter to /donate with prefilled=true', () => {
    const url = new URL(donateLink({ ...base, condition: 'fair' }), 'http://x');
    expect(url.pathname).toBe('/donate');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      year: '2018',
      make: 'Mercedes-Benz',
      model: 'C-Class',
      mileage: '120000',
      condition: 'fair',
      vin: '1HGCM82633A004352',
      hasLienOrFinance: 'false',
      estimatedValue: '14250',
      prefilled: 'true',
    });
  });

  it.each(['excellent', 'good', 'fair', 'poor'])('hands the condition %s over unchanged', (condition) => {
    const url = new URL(donateLink({ ...base, condition }), 'http://x');
    expect(url.searchParams.get('condition')).toBe(condition);
  });

  it('encodes names with spaces and symbols', () => {
    const url = new URL(
      donateLink({ ...base, make: 'Land Rover', model: 'Range Rover & Sport', condition: 'good' }),
      'http://x',
    );
    expect(url.searchParams.get('model')).toBe('Range Rover & Sport');
    expect(url.searchParams.get('make')).toBe('Land Rover');
  });
});
