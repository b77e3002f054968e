import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES, type ProvinceCode } from '../geo/provinces';
import { isPostalCodeFormat, normalizePostalCode, postalCodeMatchesProvince } from './postal-code';

describe('normalizePostalCode', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['K1A 0B1', 'K1A 0B1'],
    [' k1a-0b1 ', 'K1A 0B1'],
    ['h2x  1y4', 'H2X 1Y4'],
    ['V6B 4Y8', 'V6B 4Y8'],
    ['X0A 0H0', 'X0A 0H0'],
    ['T2P 2M5', 'T2P 2M5'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizePostalCode(input)).toBe(expected);
    expect(isPostalCodeFormat(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['K1A0B', 'too short'],
    ['K1A0B12', 'too long'],
    ['1KA 0B1', 'digit first'],
    ['KKA 0B1', 'letter in position 2'],
    ['D1A 0B1', 'D never used'],
    ['F1A 0B1', 'F never used'],
    ['I1A 0B1', 'I never used'],
    ['O1A 0B1', 'O never used'],
    ['Q1A 0B1', 'Q never used'],
    ['U1A 0B1', 'U never used'],
    ['W1A 0B1', 'W never first'],
    ['Z1A 0B1', 'Z never first'],
    ['K1D 0B1', 'D in position 3'],
    ['K1A 0O1', 'O in position 5'],
    ['K1A 0U1', 'U in position 5'],
    ['12345', 'a ZIP code'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizePostalCode(input)).toBeNull();
    expect(isPostalCodeFormat(input)).toBe(false);
  });

  it('accepts W and Z after the first position', () => {
    expect(normalizePostalCode('K1W 0Z1')).toBe('K1W 0Z1');
  });
});

describe('postalCodeMatchesProvince', () => {
  const samples: Record<ProvinceCode, string> = {
    NL: 'A1C 5M2',
    NS: 'B3H 4R2',
    PE: 'C1A 7N8',
    NB: 'E3B 5H1',
    QC: 'G1R 4P5',
    ON: 'K1A 0B1',
    MB: 'R3C 0V8',
    SK: 'S4P 3T1',
    AB: 'T5J 2Z2',
    BC: 'V8W 9E1',
    NT: 'X1A 2L9',
    NU: 'X0A 0H0',
    YT: 'Y1A 2C6',
  };

  it('matches each province with its own letter and no other, except X for NT and NU', () => {
    for (const province of PROVINCE_CODES) {
      for (const [owner, code] of Object.entries(samples)) {
        const shared = code.startsWith('X') && (province === 'NT' || province === 'NU');
        expect(postalCodeMatchesProvince(code, province), `${code} in ${province}`).toBe(
          owner === province || shared,
        );
      }
    }
  });

  it('accepts every Quebec and Ontario first letter', () => {
    for (const letter of ['G', 'H', 'J'])
      expect(postalCodeMatchesProvince(`${letter}1A 1A1`, 'QC')).toBe(true);
    for (const letter of ['K', 'L', 'M', 'N', 'P'])
      expect(postalCodeMatchesProvince(`${letter}1A 1A1`, 'ON')).toBe(true);
  });

  it('normalizes before comparing and rejects malformed codes', () => {
    expect(postalCodeMatchesProvince('m5v3l9', 'ON')).toBe(true);
    expect(postalCodeMatchesProvince('M5V', 'ON')).toBe(false);
  });
});
