/**
 * Donor access codes: 12 random Crockford base32 characters (60 bits), shown and stored as
 * XXXX-XXXX-XXXX. Crockford's alphabet leaves out I, L, O and U so a code read aloud or copied by hand
 * survives: I and L are read as 1, O as 0, and U (an accidental obscenity risk) is refused.
 */

export const ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;

/** A new random access code, e.g. "7K3M-Q9ZD-1RT4", from the platform's cryptographic generator. */
export function generateAccessCode(): string {
  const bytes = new Uint8Array(LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so taking the low five bits keeps every character equally likely.
  const chars = Array.from(bytes, (byte) => ACCESS_CODE_ALPHABET.charAt(byte & 31));
  return formatGroups(chars.join(''));
}

/**
 * Reads a code as a person typed it ("7k3m q9zd 1rt4", "7K3MQ9ZD1RT4", "iL0o-...") and returns the
 * canonical "XXXX-XXXX-XXXX", or null when it is not 12 Crockford characters (U and any other
 * character are refused).
 */
export function normalizeAccessCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== LENGTH) return null;
  for (const char of compact) if (!ACCESS_CODE_ALPHABET.includes(char)) return null;
  return formatGroups(compact);
}

/** True when normalizeAccessCode accepts the input (a code worth looking up). */
export function isAccessCodeFormat(input: string): boolean {
  return normalizeAccessCode(input) !== null;
}

function formatGroups(compact: string): string {
  const groups: string[] = [];
  for (let i = 0; i < LENGTH; i += GROUP_LENGTH) groups.push(compact.slice(i, i + GROUP_LENGTH));
  return groups.join('-');
}
