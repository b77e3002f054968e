import i18next, { type i18n as I18n } from 'i18next';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths';

import type { Locale } from '@shared/i18n/language';

export type { Locale };

/** The catalogs the client uses serve the server's messages, e-mails and PDFs too. */
function loadCatalogs(): Record<Locale, Record<string, Record<string, unknown>>> {
  const out: Record<Locale, Record<string, Record<string, unknown>>> = { en: {}, fr: {} };
  for (const lng of ['en', 'fr'] as const) {
    const dir = join(projectRoot, 'shared', 'i18n', lng);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      out[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  return out;
}

let instance: I18n | undefined;

export function serverI18n(): I18n {
  if (instance) return instance;
  const resources = loadCatalogs();
  instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    defaultNS: 'api',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // "{{giftDate, isoDate}}": a stored YYYY-MM-DD date written out in the message's language.
  instance.services.formatter?.add('isoDate', (value, lng) =>
    formatIsoDate(value, lng === 'fr' ? 'fr' : 'en'),
  );
  return instance;
}

/**
 * "December 15, 2026" / "15 décembre 2026" for a YYYY-MM-DD date, "June 2015" / "juin 2015" for
 * YYYY-MM; anything else as it is.
 */
export function formatIsoDate(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}(-\d{2})?$/.test(value)) return String(value);
  const day = value.length === 10;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    ...(day ? { dateStyle: 'long' } : { year: 'numeric', month: 'long' }),
    timeZone: 'UTC',
  }).format(new Date(`${day ? value : `${value}-01`}T00:00:00Z`));
}

const remembered = new Map<string, string>();
const REMEMBERED_MAX = 20_000;

/** The parameters as part of a memo key, or null when one is not a plain value (a message is then made each time). */
function paramsKey(params: Record<string, unknown>): string | null {
  let key = '';
  for (const name in params) {
    const v = params[name];
    const type = typeof v;
    if (v !== null && type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined')
      return null;
    // A string is quoted and escaped, so no value can pass for another parameter or another type.
    key += `\u0001${name}=${type === 'string' ? JSON.stringify(v) : `${type[0]}${String(v)}`}`;
  }
  return key;
}

/**
 * A message in the locale. The catalogs never change while the server runs, so a message with plain
 * parameters is made once and remembered (a valuation's lines cost most of its time before, issue 18).
 */
export function translate(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const values = paramsKey(params);
  if (values === null) return serverI18n().t(key, { lng: locale, ...params });
  const id = `${locale}\u0000${key}${values}`;
  let text = remembered.get(id);
  if (text === undefined) {
    text = serverI18n().t(key, { lng: locale, ...params });
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    remembered.set(id, text);
  }
  return text;
}

export function hasKey(key: string): boolean {
  return serverI18n().exists(key, { lng: 'en' });
}

/** The request's language: `fr` when Accept-Language prefers French, else English. */
export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}

export function toLocale(value: unknown): Locale {
  return value === 'fr' ? 'fr' : 'en';
}
