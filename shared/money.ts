/**
 * Exact money helpers. Amounts are held as integer cents while they are computed; dollars appear only
 * at the edges (JSON numbers, numeric(10,2) strings from the database, formatted text).
 */

import type { Locale } from './i18n/language';

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Largest amount we accept, in cents: well inside Number's exact integers. */
const MAX_CENTS = 1e15;

/**
 * Parses a decimal amount in dollars ("1234.5", "-0.05", 1234.56, the numeric(10,2) string of the
 * database) to integer cents, rounding half away from zero past the second decimal. Numbers are read
 * through their shortest decimal form, so 0.1 + 0.2 gives 30 cents and 1.005 gives 101.
 * Returns null for anything that is not a plain decimal (no grouping separators, no exponent).
 */
export function toCents(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Exponent forms (1e-7, 1e21) are outside any real amount's shape: go through a fixed form.
    text = /e/i.test(String(value)) ? value.toFixed(20) : String(value);
  } else {
    text = value.trim();
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const padded = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return minus && cents !== 0 ? -cents : cents;
}

/** Integer cents to a plain two-decimal string: 123456 -> "1234.56", -5 -> "-0.05". */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Integer cents to a JSON number of dollars (the closest double to the exact two-decimal value). */
export function centsToNumber(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** Rounds integer cents to whole dollars, half away from zero. */
export function roundCentsToDollars(cents: number): number {
  assertCents(cents);
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(cents) + 50) / 100);
}

export interface FormatMoneyOptions {
  /** Drop the cents: "$12,345" (estimates and ranges). */
  wholeDollars?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, wholeDollars: boolean): Intl.NumberFormat {
  const key = `${locale}:${wholeDollars}`;
  let found = formatters.get(key);
  if (!found) {
    const digits = wholeDollars ? 0 : 2;
    found = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Formats an amount in dollars for a reader: en -> "$1,234.56", fr -> "1 234,56 $" (Intl uses
 * no-break spaces there, so the amount never wraps). Throws on a value that is not an amount.
 */
export function formatMoney(amount: number | string, locale: Locale, options: FormatMoneyOptions = {}) {
  const cents = toCents(amount);
  if (cents === null) throw new RangeError(`Not an amount: ${String(amount)}`);
  return formatCents(cents, locale, options);
}

/** Formats integer cents; see formatMoney. */
export function formatCents(cents: number, locale: Locale, options: FormatMoneyOptions = {}): string {
  assertCents(cents);
  const wholeDollars = options.wholeDollars ?? false;
  const value = wholeDollars ? roundCentsToDollars(cents) : centsToNumber(cents);
  return formatter(locale, wholeDollars).format(value);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
}
