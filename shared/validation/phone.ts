export interface ParsedPhone {
  /** E.164, e.g. "+16135550123": what is stored and dialled. */
  e164: string;
  /** National display form, e.g. "(613) 555-0123". */
  display: string;
}

/** A trailing extension: "ext. 45", "extension 45", "x45", "#45", "poste 45" (French). */
const EXTENSION = /\s*(?:,|;)?\s*(?:ext\.?|extension|poste|x|#)\s*\d{1,6}\s*$/i;
/** What people type around the digits: spaces, dashes, dots, slashes, parentheses, a leading +. */
const PUNCTUATION = /^\+?[\d\s\-./()]+$/;

/** NANP area code or exchange: NXX with N 2-9, and not an N11 service code (211, 411, 911...). */
function isNxx(code: string): boolean {
  return /^[2-9]\d\d$/.test(code) && code.slice(1) !== '11';
}

/**
 * Parses a North American (NANP, country code 1) phone number as people type it: "613-555-0123",
 * "(613) 555 0123", "+1 613 555 0123", "1-800-555-0199". The number must follow the numbering plan:
 * ten digits (after an optional 1 or +1), an area code NXX that is not an N11 service code nor in the
 * N9X block kept for expansion, and an exchange NXX that is not N11. Numbers of other countries, and
 * numbers of another length, give null. Extensions are dropped.
 *
 * A plain rule instead of libphonenumber's metadata: the wizard needs it in the browser, where that
 * metadata weighed 30 kB gzip. It does not check that an area code is in service.
 */
export function parseNorthAmericanPhone(input: string): ParsedPhone | null {
  const text = input.trim().replace(EXTENSION, '');
  if (text === '' || !PUNCTUATION.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    if (!digits.startsWith('1')) return null; // another country's code
    digits = digits.slice(1);
  } else if (digits.length === 11 && digits.startsWith('1')) {
    digits = digits.slice(1); // long-distance prefix
  }
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (!isNxx(area) || area[1] === '9' || !isNxx(exchange)) return null;
  return { e164: `+1${digits}`, display: `(${area}) ${exchange}-${line}` };
}

/** True when parseNorthAmericanPhone accepts the input. */
export function isNorthAmericanPhone(input: string): boolean {
  return parseNorthAmericanPhone(input) !== null;
}
