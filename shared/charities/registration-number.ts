import {
  businessNumberPassesLuhn,
  normalizeRegistrationNumber,
  REGISTRATION_NUMBER_PATTERN,
} from '../validation/business-number';

/** Why a registration number is refused: a key of the `charities` namespace's `validation` block. */
export type RegistrationNumberProblem = 'required' | 'format' | 'zeros' | 'checkDigit';

export const REGISTRATION_NUMBER_LENGTH = 15;

/**
 * The CRA charity registration number rule (public-site.md §5): 15 characters, the 9-digit business
 * number with its check digit, "RR", and a 4-digit program account. An all-zero business number or
 * account passes the check digit but is never issued, so it is refused too. Spaces and dashes are
 * ignored and letters upper-cased ("123 456 789 rr 0001").
 */
export function registrationNumberProblem(
  input: string | null | undefined,
): RegistrationNumberProblem | null {
  const value = normalizeRegistrationNumber(input ?? '');
  if (value === '') return 'required';
  const match = REGISTRATION_NUMBER_PATTERN.exec(value);
  if (!match) return 'format';
  const [, bn, account] = match as unknown as [string, string, string];
  if (/^0+$/.test(bn) || account === '0000') return 'zeros';
  return businessNumberPassesLuhn(bn) ? null : 'checkDigit';
}

/** The i18n key of a problem, for zod messages and form errors. */
export const registrationNumberMessage = (problem: RegistrationNumberProblem) =>
  `charities:validation.registrationNumber.${problem}`;

export { normalizeRegistrationNumber };

/** The check digit (9th digit) that makes the first 8 digits a valid business number. */
export function businessNumberCheckDigit(first8: string): number {
  for (let d = 0; d <= 9; d++) if (businessNumberPassesLuhn(`${first8}${d}`)) return d;
  throw new Error(`no check digit for ${first8}`);
}
