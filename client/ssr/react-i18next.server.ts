import { useContext } from 'react';
import { I18nContext, useTranslation as useTranslationInBrowser } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * react-i18next as the server render sees it (vite.config.ts points the SSR build's `react-i18next`
 * here; the browser keeps the real one). The server's i18next instances are made once per language with
 * every catalog loaded and never change, so the answer of useTranslation for a language, namespaces and
 * key prefix is made once and kept, and translations without options are remembered: the real hook
 * copies the whole i18next instance for each component it renders, which was a tenth of a page's render.
 */
export { I18nContext, I18nextProvider, initReactI18next, Trans, withTranslation } from 'react-i18next';

type Answer = ReturnType<typeof useTranslationInBrowser>;
type Namespaces = string | readonly string[] | undefined;

const MAX_REMEMBERED = 5_000;
const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * The options of a lookup as part of its remembered key, when they are plain values only (interpolated
 * names, counts, a default value): the same key and values give the same text. null otherwise.
 */
function optionsKey(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let key = '';
  for (const [name, value] of Object.entries(options)) {
    const type = value === null ? 'null' : typeof value;
    if (
      type !== 'string' &&
      type !== 'number' &&
      type !== 'boolean' &&
      type !== 'undefined' &&
      type !== 'null'
    )
      return null;
    key += `\u0000${name}\u0001${type}\u0001${String(value)}`;
  }
  return key;
}

/**
 * A t that remembers lookups of a fixed language and namespaces: a string key, with no options or with
 * options of plain values (a page asks for the same interpolated texts on every render).
 */
function rememberingT(fixed: TFunction): TFunction {
  const known = new Map<string, unknown>();
  const call = fixed as unknown as (...a: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return call(key, ...rest);
    const options = rest.length === 1 ? optionsKey(rest[0]) : '';
    if (options === null) return call(key, ...rest);
    const id = key + options;
    if (known.has(id)) return known.get(id);
    const value = call(key, ...rest);
    if (known.size < MAX_REMEMBERED) known.set(id, value);
    return value;
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

export function useTranslation(ns?: Namespaces, options?: { keyPrefix?: string; lng?: string }): Answer {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('the server render has no i18next instance (I18nextProvider missing)');
  const lng = options?.lng ?? i18n.language;
  const given = ns ?? (i18n.options.defaultNS as Namespaces) ?? 'translation';
  const namespaces = typeof given === 'string' ? [given] : [...given];
  const key = `${lng}|${namespaces.join(',')}|${options?.keyPrefix ?? ''}`;
  let byKey = answers.get(i18n);
  if (!byKey) answers.set(i18n, (byKey = new Map()));
  let answer = byKey.get(key);
  if (!answer) {
    // As react-i18next does: the first namespace is t's own, the others are reachable as `ns:key`.
    const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...a: unknown[]) => TFunction;
    const t = rememberingT(getFixedT(lng, namespaces[0], options?.keyPrefix, { scopeNs: namespaces }));
    const made = [t, i18n, true] as unknown as Answer & { t: TFunction; i18n: I18n; ready: boolean };
    made.t = t;
    made.i18n = i18n;
    made.ready = true;
    byKey.set(key, (answer = made));
  }
  return answer;
}
