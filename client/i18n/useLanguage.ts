import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { localeOf, toLanguage, type Locale, type LocaleTag } from '@shared/i18n/language';

/** Current language (re-renders on change), its locale, and the switch. */
export function useLanguage(): {
  language: Locale;
  locale: LocaleTag;
  setLanguage: (language: Locale) => void;
} {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return { language, locale: localeOf(language), setLanguage: (next) => void changeLanguage(next) };
}
