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

export function isValidRegistrationNumber(input: string): boolean {
  const m = REGISTRATION_NUMBER_PATTERN.exec(normalizeRegistrationNumber(input));
  return m !== null && businessNumberPassesLuhn(m[1] ?? '');
}
