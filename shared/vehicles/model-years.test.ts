import { describe, expect, it } from 'vitest';
import { findModel } from './catalogue';
import { MODEL_YEARS, modelYearNotMade } from './model-years';

describe('MODEL_YEARS', () => {
  it('lists only models of the catalogue, with ordered, non-overlapping ranges', () => {
    for (const [key, years] of Object.entries(MODEL_YEARS)) {
      const slash = key.indexOf('/');
      expect(findModel(key.slice(0, slash), key.slice(slash + 1)), key).toBeDefined();
      let previous = 0;
      for (const [first, last] of years) {
        expect(first, key).toBeGreaterThan(previous);
        if (last !== null) expect(last, key).toBeGreaterThanOrEqual(first);
        previous = last ?? Infinity;
      }
    }
  });

  it('refuses the years a model was not made, in any spelling of its name', () => {
    expect(modelYearNotMade('kia', ' telluride ', 2012)).toBe('2020–');
    expect(modelYearNotMade('Kia', 'Telluride', 2027)).toBeNull();
    expect(modelYearNotMade('Dodge', 'Grand Caravan', 2021)).toBe('1984–2020');
    expect(modelYearNotMade('Ram', 'Dakota', 2011)).toBeNull();
    expect(modelYearNotMade('Ram', 'Dakota', 2012)).toBe('2011');
    expect(modelYearNotMade('Trabant', '601', 1980)).toBeNull();
  });
});
