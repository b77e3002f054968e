import { POSTAL_FIRST_LETTERS, type ProvinceCode } from '../geo/provinces';

/**
 * Canadian postal code "A1A 1A1". D, F, I, O, Q and U are never used (they read like digits or
 * each other); W and Z never start a code.
 */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

/**
 * Normalizes what a person typed ("k1a0b1", "K1A-0B1", " k1a 0b1 ") to "K1A 0B1".
 * Returns null when the result is not a well-formed postal code.
 */
export function normalizePostalCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 6) return null;
  const formatted = `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return POSTAL_CODE.test(formatted) ? formatted : null;
}

/** True when the input normalizes to a well-formed postal code. */
export function isPostalCodeFormat(input: string): boolean {
  return normalizePostalCode(input) !== null;
}

/**
 * True when the postal code is well formed and its first letter belongs to the province.
 * Only the first letter is checked (as decided): X codes match both NT and NU.
 */
export function postalCodeMatchesProvince(code: string, province: ProvinceCode): boolean {
  const normalized = normalizePostalCode(code);
  if (normalized === null) return false;
  return POSTAL_FIRST_LETTERS[province].includes(normalized.charAt(0));
}
