/** A CRA charity registration number: 9-digit business number, "RR", 4-digit program account. */
export const REGISTRATION_NUMBER_PATTERN = /^(\d{9})RR(\d{4})$/;

/** The 9-digit business number passes the Luhn check (as CRA business numbers do). */
export function businessNumberPassesLuhn(bn: string): boolean {
  if (!/^\d{9}$/.test(bn)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(bn[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function normalizeRegistrationNumber(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * 9 digits passing the check, "RR", 4 digits. An all-zero business number passes the check digit but
 * is never issued, and program account 0000 does not exist: both are refused.
 */
export function isValidRegistrationNumber(input: string): boolean {
  const m = REGISTRATION_NUMBER_PATTERN.exec(normalizeRegistrationNumber(input));
  if (m === null) return false;
  const [, bn = '', account = ''] = m;
  if (/^0+$/.test(bn) || account === '0000') return false;
  return businessNumberPassesLuhn(bn);
}
