import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToNumber,
  formatCents,
  formatMoney,
  roundCentsToDollars,
  toCents,
} from './money';

const NBSP = '\u00a0';

describe('toCents', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0', 0],
    ['0.01', 1],
    ['-0.05', -5],
    ['-0', 0],
    [' 12.30 ', 1230],
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    ['99999999.99', 9999999999],
  ])('reads the string %j as %i cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([
    [1234.56, 123456],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-3.5, -350],
    [1e-7, 0],
  ])('reads the number %d through its decimal form as %i cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '1,234.56',
    '1 234,56',
    '$12',
    '1e3',
    '.5',
    '12.',
    NaN,
    Infinity,
    1e21,
    '1'.repeat(30),
  ])('rejects %j', (input) => {
    expect(toCents(input)).toBeNull();
  });
});

describe('centsToDecimal and centsToNumber', () => {
  it('writes two decimals with the sign in front', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToNumber(9938)).toBe(99.38);
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('round-trips every cent value from 0 to 100 dollars', () => {
    for (let cents = 0; cents <= 10_000; cents++) {
      expect(toCents(centsToDecimal(cents))).toBe(cents);
      expect(toCents(centsToNumber(cents))).toBe(cents);
    }
  });
});

describe('roundCentsToDollars', () => {
  it('rounds half away from zero', () => {
    expect(roundCentsToDollars(149)).toBe(1);
    expect(roundCentsToDollars(150)).toBe(2);
    expect(roundCentsToDollars(-150)).toBe(-2);
    expect(roundCentsToDollars(0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('formats Canadian English as $1,234.56', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney('0.5', 'en')).toBe('$0.50');
  });

  it('formats Canadian French as 1 234,56 $ with no-break spaces', () => {
    expect(formatMoney(1234.56, 'fr')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatMoney(1234.56, 'fr').replace(/\s/g, ' ')).toBe('1 234,56 $');
  });

  it('drops the cents on request', () => {
    expect(formatMoney(12345.5, 'en', { wholeDollars: true })).toBe('$12,346');
    expect(formatCents(1234550, 'fr', { wholeDollars: true }).replace(/\s/g, ' ')).toBe('12 346 $');
  });

  it('throws on a value that is not an amount', () => {
    expect(() => formatMoney('twelve', 'en')).toThrow(RangeError);
  });
});
