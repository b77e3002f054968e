import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STARTUP_NAMESPACES } from '@shared/i18n/startup';
import {
  detectLanguage,
  LANGUAGES,
  localeOf,
  storeLanguage,
  toLanguage,
  type Locale,
} from '@shared/i18n/language';

/**
 * Every `shared/i18n/{en,fr}/<namespace>.json` is a namespace; adding one is adding the two files.
 *
 * - Every namespace is its own small chunk per language: nothing of a catalog is in the entry, and a
 *   visitor downloads only their language.
 * - STARTUP_NAMESPACES (the shell's common, nav, auth and errors, and those read across pages) are
 *   loaded for the visitor's language before the first render (main.tsx); the server preloads them.
 * - Every other namespace is fetched the first time a component calls `useTranslation('<ns>')` (the
 *   page suspends meanwhile; the layout shows a spinner), or with its page (`ns` in shared/routes.ts).
 *   So back-office text never weighs on the public pages. A component that reads a lazy namespace
 *   through a prefix (`t('staff:key')`) must name it in `useTranslation([...])` so it is loaded.
 * - `api` holds the server's own messages (it translates them before answering): never downloaded.
 * - The entry lists the loaders of the public site's catalogs only; the back office's are listed in
 *   ./catalogs (every catalog), a small chunk fetched before the first of them.
 *
 * The list below must stay literal (Vite reads it at build time).
 */
const lazy = import.meta.glob<Record<string, unknown>>(
  [
    '../../shared/i18n/{en,fr}/*.json',
    '!../../shared/i18n/{en,fr}/{api,admin,aiWriter,analytics,apiReference,auctions,dashboard,jobs,media,outbox,settings,staff,themes,uploads,users}.json',
  ],
  { import: 'default' },
);

function loadCatalog(path: string): Promise<unknown> {
  const load = lazy[path];
  if (load) return load();
  return import('./catalogs').then(({ CATALOGS }) => CATALOGS[path]?.() ?? {});
}

/** Loads a namespace's chunk; an unknown namespace is empty (its keys show, and the catalog test names them). */
const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    loadCatalog(`../../shared/i18n/${language}/${namespace}.json`).then(
      (catalog) => callback(null, catalog as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

void i18next
  .use(lazyCatalogBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Listing the startup namespaces makes a language switch wait until they are loaded for the new language.
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });

applyToDocument(i18next.language);
i18next.on('languageChanged', applyToDocument);

/** Switches the interface language (loading the lazy namespaces in use), remembers it, sets `<html lang>`. */
export async function changeLanguage(language: Locale): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

/** Starts loading namespaces ahead of a page that needs them (the router does this in parallel with the page's chunk). */
export function preloadNamespaces(ns: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...ns]);
}

export function currentLanguage(): Locale {
  return toLanguage(i18next.language);
}

export { i18next as i18n };
export { STARTUP_NAMESPACES };
