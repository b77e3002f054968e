import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_ALPHABET,
  generateAccessCode,
  isAccessCodeFormat,
  normalizeAccessCode,
} from './access-code';

const CANONICAL = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('generateAccessCode', () => {
  it('produces XXXX-XXXX-XXXX in the Crockford alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateAccessCode();
      expect(code).toMatch(CANONICAL);
      expect(normalizeAccessCode(code)).toBe(code);
    }
  });

  it('does not repeat itself and uses the whole alphabet', () => {
    const codes = new Set<string>();
    const chars = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateAccessCode();
      codes.add(code);
      for (const char of code.replace(/-/g, '')) chars.add(char);
    }
    expect(codes.size).toBe(2000);
    expect(chars.size).toBe(32);
  });

  it('has an alphabet of 32 distinct characters without I, L, O or U', () => {
    expect(new Set(ACCESS_CODE_ALPHABET).size).toBe(32);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
});

describe('normalizeAccessCode', () => {
  it.each([
    ['7K3M-Q9ZD-1RT4', '7K3M-Q9ZD-1RT4'],
    ['7k3m-q9zd-1rt4', '7K3M-Q9ZD-1RT4'],
    ['7K3MQ9ZD1RT4', '7K3M-Q9ZD-1RT4'],
    [' 7K3M Q9ZD 1RT4 ', '7K3M-Q9ZD-1RT4'],
    ['7K3M-Q9ZD-IRT4', '7K3M-Q9ZD-1RT4'],
    ['7K3M-Q9ZD-lRT4', '7K3M-Q9ZD-1RT4'],
    ['7K3M-Q9ZD-ORT4', '7K3M-Q9ZD-0RT4'],
    ['oooo-iiii-llll', '0000-1111-1111'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeAccessCode(input)).toBe(expected);
    expect(isAccessCodeFormat(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['7K3M-Q9ZD-1RT', 'too short'],
    ['7K3M-Q9ZD-1RT45', 'too long'],
    ['7K3M-Q9ZD-1RTU', 'U is refused'],
    ['7K3M-Q9ZD-1RT!', 'punctuation'],
    ['7K3M_Q9ZD_1RT4', 'underscores'],
    ['7K3M-Q9ZD-1RTÉ', 'accented letter'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeAccessCode(input)).toBeNull();
    expect(isAccessCodeFormat(input)).toBe(false);
  });
});
