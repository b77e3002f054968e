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

/** A t that remembers plain lookups (a string key, no options) of a fixed language and namespaces. */
function rememberingT(fixed: TFunction): TFunction {
  const known = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string')
      return (fixed as unknown as (...a: unknown[]) => unknown)(key, ...rest);
    if (known.has(key)) return known.get(key);
    const value = (fixed as unknown as (k: string) => unknown)(key);
    if (known.size < MAX_REMEMBERED) known.set(key, value);
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
