import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGES, localeOf, storeLanguage, toLanguage, type Language } from './language';

/**
 * Catalogs are bundled: every `client/i18n/{en,fr}/<namespace>.json` is a namespace, found at build
 * time. Adding a namespace is adding the two files. `api` holds the server's own messages (it
 * translates them before answering), so the browser does not download it.
 */
const catalogs = import.meta.glob<Record<string, unknown>>(['./{en,fr}/*.json', '!./{en,fr}/api.json'], {
  eager: true,
  import: 'default',
});

function buildResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = { en: {}, fr: {} };
  const namespaces = new Set<string>();
  for (const [path, catalog] of Object.entries(catalogs)) {
    const match = /\.\/(en|fr)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, Language, string];
    resources[language]![namespace] = catalog;
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

const { resources, namespaces } = buildResources();

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

applyToDocument(i18next.language);
i18next.on('languageChanged', applyToDocument);

/** Switches the interface language, remembers it and sets `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return toLanguage(i18next.language);
}

export { i18next as i18n };
