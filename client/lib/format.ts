import { formatMoney as formatSharedMoney, toCents } from '@shared/money';
import { localeOf, toLanguage } from '@client/i18n/language';

/** Money and dates through Intl for en-CA / fr-CA. `language` is 'en' or 'fr' (a locale also works). */

type Amount = number | string | null | undefined;
type DateInput = Date | string | number | null | undefined;

function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `$1,234.56` / `1 234,56 $` (exact, through `@shared/money`); empty for a missing or invalid amount. */
export function formatMoney(
  value: Amount,
  language: string,
  options: { wholeDollars?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '' || toCents(value) === null) return '';
  return formatSharedMoney(value, toLanguage(language), options);
}

export function formatNumber(
  value: Amount,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const n = toNumber(value);
  return n === null ? '' : new Intl.NumberFormat(localeOf(language), options).format(n);
}

/** `Jan 5, 2026` / `5 janv. 2026` by default. */
export function formatDate(
  value: DateInput,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const d = toDate(value);
  return d === null ? '' : new Intl.DateTimeFormat(localeOf(language), options).format(d);
}

export function formatDateTime(value: DateInput, language: string): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

const collators = new Map<string, Intl.Collator>();

/**
 * Orders labels as a reader of `language` expects. One collator per language, kept: `localeCompare`
 * with a locale builds a new one on every comparison, which is slow on phones.
 */
export function sortByLabel<T extends { label: string }>(items: T[], language: string): T[] {
  const locale = localeOf(toLanguage(language));
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  return items.sort((a, b) => collator.compare(a.label, b.label));
}
