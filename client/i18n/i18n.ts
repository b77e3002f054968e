import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STARTUP_NAMESPACES } from '@shared/i18n/startup';
import {
  detectLanguage,
  LANGUAGES,
  localeOf,
  storeLanguage,
  toLanguage,
  type Language,
} from '@shared/i18n/language';

/**
 * Every `shared/i18n/{en,fr}/<namespace>.json` is a namespace; adding one is adding the two files.
 *
 * - Shell namespaces (common, nav, auth, errors) are bundled in the entry, both languages.
 * - STARTUP_NAMESPACES are loaded for the visitor's language before the first render (main.tsx).
 * - Every other namespace is its own small chunk, fetched the first time a component calls
 *   `useTranslation('<ns>')` (the page suspends meanwhile; the layout shows a spinner). So back-office
 *   text never weighs on the public pages. A component that reads a lazy namespace through a prefix
 *   (`t('staff:key')`) must name it in `useTranslation([...])` so it is loaded.
 * - `api` holds the server's own messages (it translates them before answering): never downloaded.
 *
 * The two lists below must stay literal (Vite reads them at build time) and name the same namespaces.
 */
const bundled = import.meta.glob<Record<string, unknown>>(
  '../../shared/i18n/{en,fr}/{common,nav,auth,errors}.json',
  {
    eager: true,
    import: 'default',
  },
);
const lazy = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/{en,fr}/*.json', '!../../shared/i18n/{en,fr}/{api,common,nav,auth,errors}.json'],
  { import: 'default' },
);

const CATALOG_PATH = /\/i18n\/(en|fr)\/([\w-]+)\.json$/;

function bundledResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = { en: {}, fr: {} };
  const namespaces = new Set<string>();
  for (const [path, catalog] of Object.entries(bundled)) {
    const match = CATALOG_PATH.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, Language, string];
    resources[language]![namespace] = catalog;
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

/** Loads a lazy namespace's chunk; an unknown namespace is empty (its keys show, and the catalog test names them). */
const lazyCatalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = lazy[`../../shared/i18n/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};

const { resources, namespaces } = bundledResources();

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

void i18next
  .use(lazyCatalogBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // Listing the startup namespaces makes a language switch wait until they are loaded for the new language.
    ns: [...namespaces, ...STARTUP_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });

applyToDocument(i18next.language);
i18next.on('languageChanged', applyToDocument);

/** Switches the interface language (loading the lazy namespaces in use), remembers it, sets `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

/** Starts loading namespaces ahead of a page that needs them (the router does this in parallel with the page's chunk). */
export function preloadNamespaces(ns: readonly string[]): Promise<void> {
  return i18next.loadNamespaces([...ns]);
}

export function currentLanguage(): Language {
  return toLanguage(i18next.language);
}

export { i18next as i18n };
export { STARTUP_NAMESPACES };
