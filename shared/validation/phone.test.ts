import { describe, expect, it } from 'vitest';
import { isNorthAmericanPhone, parseNorthAmericanPhone } from './phone';

describe('parseNorthAmericanPhone', () => {
  it.each([
    ['613-555-0123', '+16135550123', '(613) 555-0123'],
    ['(416) 555 1234', '+14165551234', '(416) 555-1234'],
    ['4165551234', '+14165551234', '(416) 555-1234'],
    ['+1 514 555 0199', '+15145550199', '(514) 555-0199'],
    ['1-800-555-0199', '+18005550199', '(800) 555-0199'],
    ['+1 212 555 0100', '+12125550100', '(212) 555-0100'],
    ['613.555.0123 ext. 45', '+16135550123', '(613) 555-0123'],
    ['(819) 555-0142 poste 12', '+18195550142', '(819) 555-0142'],
    ['604 555 0100 x7', '+16045550100', '(604) 555-0100'],
    ['1 (867) 555-0100', '+18675550100', '(867) 555-0100'],
  ])('reads %j as %s, shown %j', (input, e164, display) => {
    expect(parseNorthAmericanPhone(input)).toEqual({ e164, display });
    expect(isNorthAmericanPhone(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['555-1234', 'seven digits'],
    ['123-456-7890', 'area code starting with 1'],
    ['416 555 12345', 'eleven digits'],
    ['+33 1 42 68 53 00', 'a French number'],
    ['+44 20 7946 0958', 'a British number'],
    ['phone me', 'no digits'],
    ['613-555-CALL', 'letters'],
    ['911-555-0123', 'an N11 service code as area code'],
    ['613-911-0123', 'an N11 exchange'],
    ['613-055-0123', 'an exchange starting with 0'],
    ['+1 493 555 0123', 'an N9X area code (kept for expansion)'],
    ['+2 613 555 0123', 'another country code'],
    ['2-613-555-0123', 'eleven digits not starting with 1'],
  ])('rejects %j (%s)', (input) => {
    expect(parseNorthAmericanPhone(input)).toBeNull();
    expect(isNorthAmericanPhone(input)).toBe(false);
  });
});
