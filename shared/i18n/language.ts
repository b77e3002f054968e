/** Interface languages, where the choice is stored, and how each maps to a locale tag. */
export const LANGUAGES = ['en', 'fr'] as const;
/** The one language type of both sides: a visitor's language, a post's, a form's, an e-mail's. */
export type Locale = (typeof LANGUAGES)[number];
/** The BCP 47 tag of a locale, for `lang` attributes and `Intl` (`localeOf`). */
export type LocaleTag = 'en-CA' | 'fr-CA';

export const LANGUAGE_STORAGE_KEY = 'vdc.language';
/** The same choice as a cookie, so the server renders the page in it (server/features/seo/head.ts). */
export const LANGUAGE_COOKIE = 'vdc_language';

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`);

/** The language chosen in this browser, from a Cookie header (`vdc_language=fr`), else undefined. */
export function languageFromCookie(cookieHeader: string | undefined): Locale | undefined {
  const match = cookieHeader ? LANGUAGE_IN_COOKIE.exec(cookieHeader) : null;
  return match ? (match[1] as Locale) : undefined;
}

export function isLanguage(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

export function toLanguage(value: string | null | undefined): Locale {
  return value?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function localeOf(language: string | null | undefined): LocaleTag {
  return toLanguage(language) === 'fr' ? 'fr-CA' : 'en-CA';
}

interface LanguageEnv {
  storage?: Pick<Storage, 'getItem'> | undefined;
  navigatorLanguage?: string | undefined;
  /** The page's query string: `?lang=fr` (the hreflang alternates the server links to) wins. */
  search?: string | undefined;
}

function browserEnv(): LanguageEnv {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined; // blocked storage (privacy mode, sandboxed frame)
  }
  return { storage, navigatorLanguage: globalThis.navigator?.language, search: globalThis.location?.search };
}

/** `?lang=` when valid, else the stored choice when valid, else the browser's language (French if it starts with fr). */
export function detectLanguage(env: LanguageEnv = browserEnv()): Locale {
  const requested = new URLSearchParams(env.search ?? '').get('lang');
  if (isLanguage(requested)) return requested;
  let stored: string | null | undefined;
  try {
    stored = env.storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = undefined;
  }
  if (isLanguage(stored)) return stored;
  return toLanguage(env.navigatorLanguage);
}

export function storeLanguage(language: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the choice still applies to this page
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}
