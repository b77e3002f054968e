import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROVINCE,
  isProvinceCode,
  POSTAL_FIRST_LETTERS,
  PROVINCE_CODES,
  provinceLabelKey,
  provincesForPostalLetter,
} from './provinces';

describe('provinces', () => {
  it('lists the 13 provinces and territories and defaults to Ontario', () => {
    expect(PROVINCE_CODES).toHaveLength(13);
    expect(new Set(PROVINCE_CODES).size).toBe(13);
    expect(DEFAULT_PROVINCE).toBe('ON');
  });

  it('recognizes codes exactly', () => {
    expect(isProvinceCode('QC')).toBe(true);
    expect(isProvinceCode('qc')).toBe(false);
    expect(isProvinceCode('Ontario')).toBe(false);
    expect(isProvinceCode(undefined)).toBe(false);
  });

  it('names the label key in the domain namespace', () => {
    expect(provinceLabelKey('NU')).toBe('domain:province.NU');
  });

  it('gives every province at least one postal letter and no letter twice, except X for NT and NU', () => {
    const seen = new Map<string, string[]>();
    for (const code of PROVINCE_CODES) {
      expect(POSTAL_FIRST_LETTERS[code].length).toBeGreaterThan(0);
      for (const letter of POSTAL_FIRST_LETTERS[code]) seen.set(letter, [...(seen.get(letter) ?? []), code]);
    }
    for (const [letter, codes] of seen) expect(codes.length, letter).toBe(letter === 'X' ? 2 : 1);
    expect([...seen.keys()].sort().join('')).toBe('ABCEGHJKLMNPRSTVXY');
  });

  it('finds the provinces of a postal letter', () => {
    expect(provincesForPostalLetter('k')).toEqual(['ON']);
    expect(provincesForPostalLetter('X')).toEqual(['NT', 'NU']);
    expect(provincesForPostalLetter('D')).toEqual([]);
  });
});
