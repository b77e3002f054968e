import { describe, expect, it } from 'vitest';
import { businessNumberPassesLuhn, isValidRegistrationNumber } from './business-number';

describe('charity registration numbers', () => {
  it('accepts a business number that passes the Luhn check', () => {
    expect(businessNumberPassesLuhn('118829803')).toBe(true);
    expect(isValidRegistrationNumber('118829803 RR 0001')).toBe(true);
  });
  it('refuses a number whose check digit is wrong, or the wrong shape', () => {
    expect(businessNumberPassesLuhn('118829804')).toBe(false);
    expect(isValidRegistrationNumber('118829803RC0001')).toBe(false);
    expect(isValidRegistrationNumber('11882980RR0001')).toBe(false);
  });
  it('refuses an all-zero business number and program account 0000, which pass the check digit', () => {
    expect(businessNumberPassesLuhn('000000000')).toBe(true);
    expect(isValidRegistrationNumber('000000000RR0001')).toBe(false);
    expect(isValidRegistrationNumber('118829803RR0000')).toBe(false);
  });
});
