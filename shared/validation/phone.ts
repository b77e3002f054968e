import { parsePhoneNumberFromString } from 'libphonenumber-js';

export interface ParsedPhone {
  /** E.164, e.g. "+16135550123": what is stored and dialled. */
  e164: string;
  /** National display form, e.g. "(613) 555-0123". */
  display: string;
}

/**
 * Parses a North American (NANP, country code 1) phone number as people type it: "613-555-0123",
 * "(613) 555 0123", "+1 613 555 0123", "1-800-555-0199". Numbers of other countries and numbers with an
 * impossible area code or length give null. Extensions are dropped.
 */
export function parseNorthAmericanPhone(input: string): ParsedPhone | null {
  if (input.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(input, 'CA');
  if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isValid()) return null;
  // Re-read the bare number so the display form drops the extension, like the E.164 form.
  const bare = parsed.ext ? parsePhoneNumberFromString(parsed.number) : parsed;
  return { e164: parsed.number, display: (bare ?? parsed).formatNational() };
}

/** True when parseNorthAmericanPhone accepts the input. */
export function isNorthAmericanPhone(input: string): boolean {
  return parseNorthAmericanPhone(input) !== null;
}
