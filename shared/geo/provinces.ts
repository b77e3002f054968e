/** The 13 provinces and territories, stored as their two-letter codes and shown by localized name. */
export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const DEFAULT_PROVINCE: ProvinceCode = 'ON';

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCE_CODES as readonly string[]).includes(value);
}

/** i18next key of the province's full name, e.g. `domain:province.ON` ("Ontario"). */
export function provinceLabelKey(code: ProvinceCode): `domain:province.${ProvinceCode}` {
  return `domain:province.${code}`;
}

/**
 * First letters of the postal codes of each province (Canada Post forward sortation areas).
 * X serves both the Northwest Territories and Nunavut, so it belongs to both.
 */
export const POSTAL_FIRST_LETTERS: Readonly<Record<ProvinceCode, readonly string[]>> = {
  NL: ['A'],
  NS: ['B'],
  PE: ['C'],
  NB: ['E'],
  QC: ['G', 'H', 'J'],
  ON: ['K', 'L', 'M', 'N', 'P'],
  MB: ['R'],
  SK: ['S'],
  AB: ['T'],
  BC: ['V'],
  NT: ['X'],
  NU: ['X'],
  YT: ['Y'],
};

/** Provinces whose postal codes start with this letter (empty for a letter no province uses). */
export function provincesForPostalLetter(letter: string): ProvinceCode[] {
  const upper = letter.toUpperCase();
  return PROVINCE_CODES.filter((code) => POSTAL_FIRST_LETTERS[code].includes(upper));
}
