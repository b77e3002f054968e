import { describe, expect, it } from 'vitest';
import { readPrefill } from './prefill';

describe('readPrefill', () => {
  it('takes the calculator’s parameters, with the condition unchanged', () => {
    const p = readPrefill(
      '?year=2015&make=Toyota&model=Corolla&mileage=120000&condition=poor&vin=2T1BURHE0FC123456&hasLienOrFinance=true&estimatedValue=4200&prefilled=true',
    );
    expect(p).toEqual({
      values: {
        year: '2015',
        make: 'Toyota',
        model: 'Corolla',
        mileage: 120000,
        condition: 'poor',
        vin: '2T1BURHE0FC123456',
        hasLienOrFinance: true,
      },
      estimatedValue: 4200,
      prefilled: true,
    });
  });

  it('leaves out what is not in the catalogue or not in shape', () => {
    const p = readPrefill('?year=15&make=Nope&model=Corolla&mileage=-3&condition=great&estimatedValue=abc');
    expect(p).toEqual({ values: {}, estimatedValue: null, prefilled: false });
    expect(readPrefill('?make=honda&model=Hovercraft').values).toEqual({ make: 'Honda' });
  });
});
