import { describe, expect, it } from 'vitest';
import { isValidVin, normalizeVin, vinCheckApplies, vinCheckDigit, vinProblem } from './vin';

describe('vinCheckDigit', () => {
  it.each([
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
    ['1M8GDM9AXKP042788', 'X'],
    ['JHMCM56557C404453', '5'],
    ['1G1JC5444R7252367', '4'],
  ])('computes position 9 of %s as %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('refuses to compute for a VIN of the wrong length or with banned letters', () => {
    expect(vinCheckDigit('1HGCM82633A00435')).toBeNull();
    expect(vinCheckDigit('1HGCM82633A00435I')).toBeNull();
  });
});

describe('isValidVin and vinProblem', () => {
  it.each(['1HGCM82633A004352', '11111111111111111', '1M8GDM9AXKP042788', 'JHMCM56557C404453'])(
    'accepts the real VIN %s',
    (vin) => {
      expect(isValidVin(vin)).toBe(true);
      expect(vinProblem(vin)).toBeNull();
    },
  );

  it('normalizes case, spaces and hyphens first', () => {
    expect(normalizeVin(' 1hgcm8-2633a 004352 ')).toBe('1HGCM82633A004352');
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
  });

  it.each([
    ['1HGCM82643A004352', 'checkDigit'],
    ['1HGCM82633A004353', 'checkDigit'],
    ['11111111211111111', 'checkDigit'],
    ['1M8GDM9A1KP042788', 'checkDigit'],
    ['1HGCM82633A00435', 'length'],
    ['1HGCM82633A0043521', 'length'],
    ['', 'length'],
    ['1HGCM82633I004352', 'characters'],
    ['1HGCM82633O004352', 'characters'],
    ['1HGCM82633Q004352', 'characters'],
    ['1HGCM82633A00435!', 'characters'],
  ] as const)('rejects %j (%s)', (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
    expect(isValidVin(vin)).toBe(false);
  });

  it('detects every single-character substitution of a valid VIN except at position 9 matches', () => {
    const valid = '1HGCM82633A004352';
    const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
    let caught = 0;
    let tried = 0;
    for (let i = 0; i < 17; i++) {
      if (i === 8) continue;
      for (const char of alphabet) {
        if (char === valid[i]) continue;
        const changed = valid.slice(0, i) + char + valid.slice(i + 1);
        tried++;
        if (!isValidVin(changed)) caught++;
      }
    }
    // Letters sharing a transliterated value (A and J, for example) cannot be told apart by design.
    expect(caught / tried).toBeGreaterThan(0.8);
  });
});

describe('vinCheckApplies', () => {
  it.each([
    [1981, 'car', true],
    [2020, 'truck', true],
    [2020, 'motorcycle', true],
    [1980, 'car', false],
    [1975, 'truck', false],
    [2020, 'boat', false],
    [2020, 'other', false],
  ])('year %i, %s -> %s', (year, type, expected) => {
    expect(vinCheckApplies(year, type)).toBe(expected);
  });
});
