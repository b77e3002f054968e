import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { localeOf, toLanguage, type Language, type Locale } from '@shared/i18n/language';

/** Current language (re-renders on change), its locale, and the switch. */
export function useLanguage(): {
  language: Language;
  locale: Locale;
  setLanguage: (language: Language) => void;
} {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return { language, locale: localeOf(language), setLanguage: (next) => void changeLanguage(next) };
}
