/**
 * Vehicle identification numbers (ISO 3779, with the North-American check digit of 49 CFR 565,
 * which Canada's Motor Vehicle Safety Regulations also require from model year 1981).
 */

export const VIN_LENGTH = 17;

/** VINs never use I, O or Q (they read like 1 and 0). */
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

// prettier-ignore
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Position weights; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export type VinProblem = 'length' | 'characters' | 'checkDigit';

/** Uppercases and removes spaces and hyphens people paste in. */
export function normalizeVin(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * The check digit ('0'-'9' or 'X') that position 9 of this VIN must hold, or null when the VIN is not
 * 17 allowed characters.
 */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH || !VIN_CHARACTERS.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const char = vin.charAt(i);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** What is wrong with a VIN (already normalized), or null when it is valid. */
export function vinProblem(vin: string): VinProblem | null {
  if (vin.length !== VIN_LENGTH) return 'length';
  if (!VIN_CHARACTERS.test(vin)) return 'characters';
  return vin.charAt(8) === vinCheckDigit(vin) ? null : 'checkDigit';
}

/** True when the VIN (normalized first) has 17 allowed characters and the right check digit. */
export function isValidVin(input: string): boolean {
  return vinProblem(normalizeVin(input)) === null;
}

/**
 * Whether a VIN must pass the full check: vehicles from model year 1981 on carry a 17-character VIN
 * with a check digit; boats (hull numbers) and "other" vehicles (trailers, farm equipment) do not.
 */
export function vinCheckApplies(year: number, vehicleType: string): boolean {
  return year >= 1981 && vehicleType !== 'boat' && vehicleType !== 'other';
}

/**
 * How firmly a failed check digit is refused. The check digit is mandatory for vehicles made for
 * North America (WMI starting 1–5: United States, Canada, Mexico) from 1981: a failure there is an
 * error. A vehicle made for another market (imports) or before 1981 may carry a valid 17-character VIN
 * without it: a failure is a warning the donor confirms against the ownership.
 */
export function vinCheckDigitIsMandatory(vin: string, year: number): boolean {
  return year >= 1981 && /^[1-5]/.test(vin);
}

/**
 * A boat's hull identification number (US and Canadian format since 1984, 12 characters): a 3-letter
 * manufacturer code, a 5-character serial, the month of production (A–L), its year's last digit and
 * the model year's last 2 digits.
 */
export const HIN_PATTERN = /^[A-Z]{3}[A-Z0-9]{5}[A-L]\d{3}$/;

export function isValidHin(input: string): boolean {
  return HIN_PATTERN.test(normalizeVin(input));
}

/** The identifier's name on the receipt and in messages: VIN, hull number, or serial number. */
export function identifierKind(vehicleType: string): 'vin' | 'hin' | 'serial' {
  if (vehicleType === 'boat') return 'hin';
  if (vehicleType === 'other') return 'serial';
  return 'vin';
}
