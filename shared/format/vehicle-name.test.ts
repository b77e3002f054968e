import { describe, expect, it } from 'vitest';
import { vehicleName } from './vehicle-name';

describe('vehicleName', () => {
  it('puts the year first in English and last in French', () => {
    const corolla = { year: 2016, make: 'Toyota', model: 'Corolla' };
    expect(vehicleName(corolla, 'en')).toBe('2016 Toyota Corolla');
    expect(vehicleName(corolla, 'en-CA')).toBe('2016 Toyota Corolla');
    expect(vehicleName(corolla, 'fr')).toBe('Toyota Corolla 2016');
    expect(vehicleName(corolla, 'fr-CA')).toBe('Toyota Corolla 2016');
  });

  it('keeps the trim with the model and leaves out what is missing', () => {
    expect(vehicleName({ year: '2019', make: 'Honda', model: 'Civic', trim: 'EX' }, 'fr')).toBe(
      'Honda Civic EX 2019',
    );
    expect(vehicleName({ year: 2019, make: 'Honda', model: 'Civic', trim: '' }, 'en')).toBe(
      '2019 Honda Civic',
    );
    expect(vehicleName({ year: null, make: 'Honda', model: 'Civic', trim: null }, 'fr')).toBe('Honda Civic');
  });
});
