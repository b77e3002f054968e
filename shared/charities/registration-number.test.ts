import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit, registrationNumberProblem } from './registration-number';

describe('registrationNumberProblem', () => {
  it('accepts a 15-character number whose business number passes the check digit', () => {
    expect(registrationNumberProblem('892417536RR0001')).toBeNull();
  });

  it('ignores spaces, dashes and lower case', () => {
    expect(registrationNumberProblem(' 892 417 536-rr-0001 ')).toBeNull();
  });

  it('asks for a number when empty', () => {
    expect(registrationNumberProblem('')).toBe('required');
    expect(registrationNumberProblem('   ')).toBe('required');
    expect(registrationNumberProblem(null)).toBe('required');
  });

  it.each(['892417536RR001', '892417536RR00011', '892417536RT0001', '89241753XRR0001', '892417536'])(
    'refuses %s as not 9 digits, RR, 4 digits',
    (value) => expect(registrationNumberProblem(value)).toBe('format'),
  );

  it('refuses a business number whose check digit is wrong', () => {
    expect(registrationNumberProblem('892417537RR0001')).toBe('checkDigit');
    expect(registrationNumberProblem('123456789RR0001')).toBe('checkDigit');
  });

  it('refuses an all-zero business number or program account', () => {
    expect(registrationNumberProblem('000000000RR0001')).toBe('zeros');
    expect(registrationNumberProblem('892417536RR0000')).toBe('zeros');
  });

  it('computes the check digit that completes eight digits', () => {
    expect(businessNumberCheckDigit('89241753')).toBe(6);
    const d = businessNumberCheckDigit('12345678');
    expect(registrationNumberProblem(`12345678${d}RR0001`)).toBeNull();
  });
});
