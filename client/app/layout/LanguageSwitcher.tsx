import { Button } from '@mantine/core';
import classes from './Header.module.css';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, localeOf } from '@shared/i18n/language';
import { useLanguage } from '@client/i18n/useLanguage';

/** Two toggle buttons, EN and FR; the current one is filled and pressed. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className={classes.languages} role="group" aria-label={t('language.groupLabel')}>
      {LANGUAGES.map((lang) => {
        const current = lang === language;
        return (
          <Button
            key={lang}
            size="compact-sm"
            variant={current ? 'filled' : 'subtle'}
            aria-pressed={current}
            aria-label={`${t(`language.${lang}`)} (${lang.toUpperCase()})`}
            lang={localeOf(lang)}
            onClick={() => !current && setLanguage(lang)}
          >
            {lang.toUpperCase()}
          </Button>
        );
      })}
    </div>
  );
}
