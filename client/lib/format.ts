import { formatMoney as formatSharedMoney, toCents } from '@shared/money';
import { localeOf, toLanguage } from '@shared/i18n/language';

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

/** Intl formatters are costly to build: one per locale and options, kept. */
const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let found = intlCache.get(key) as T | undefined;
  if (!found) intlCache.set(key, (found = build()));
  return found;
}

export function formatNumber(
  value: Amount,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const n = toNumber(value);
  if (n === null) return '';
  const locale = localeOf(language);
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(n);
}

/** `Jan 5, 2026` / `5 janv. 2026` by default. */
export function formatDate(
  value: DateInput,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const d = toDate(value);
  if (d === null) return '';
  const locale = localeOf(language);
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(d);
}

export function formatDateTime(value: DateInput, language: string): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A label's sort key: lowercase, accents removed ("Île" sorts with "I", "Québec" before "S"). */
const sortKey = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Orders short labels (provinces, options) as an English or French reader expects. Not an ICU
 * collator: building one takes tens of milliseconds on a phone, while the page is loading.
 */
export function sortByLabel<T extends { label: string }>(items: T[]): T[] {
  const keyed = items.map((item) => [sortKey(item.label), item] as const);
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return keyed.map(([, item]) => item);
}
