import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromCookie, localeOf } from './language';

const storage = (value: string | null) => ({ getItem: () => value });

describe('detectLanguage', () => {
  it('uses the stored choice when it is en or fr', () => {
    expect(detectLanguage({ storage: storage('fr'), navigatorLanguage: 'en-US' })).toBe('fr');
    expect(detectLanguage({ storage: storage('en'), navigatorLanguage: 'fr-CA' })).toBe('en');
  });

  it('ignores an invalid stored value and follows the browser', () => {
    expect(detectLanguage({ storage: storage('de'), navigatorLanguage: 'fr-CA' })).toBe('fr');
    expect(detectLanguage({ storage: storage(null), navigatorLanguage: 'FR' })).toBe('fr');
  });

  it('defaults to English for any other browser language or none', () => {
    expect(detectLanguage({ storage: storage(null), navigatorLanguage: 'es-MX' })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });

  it('follows ?lang= first (the en/fr alternates search engines link to), ignoring other values', () => {
    expect(detectLanguage({ search: '?lang=fr', storage: storage('en'), navigatorLanguage: 'en-CA' })).toBe(
      'fr',
    );
    expect(
      detectLanguage({ search: '?code=ABCD&lang=en', storage: storage('fr'), navigatorLanguage: 'fr-CA' }),
    ).toBe('en');
    expect(detectLanguage({ search: '?lang=de', storage: storage('fr') })).toBe('fr');
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ storage: blocked, navigatorLanguage: 'fr' })).toBe('fr');
  });
});

describe('localeOf', () => {
  it('maps languages to Canadian locales', () => {
    expect(localeOf('fr')).toBe('fr-CA');
    expect(localeOf('en')).toBe('en-CA');
    expect(localeOf(undefined)).toBe('en-CA');
  });
});

describe('languageFromCookie', () => {
  it('reads the stored choice among other cookies, and nothing else', () => {
    expect(languageFromCookie('a=1; vdc_language=fr; b=2')).toBe('fr');
    expect(languageFromCookie('vdc_language=en')).toBe('en');
    expect(languageFromCookie('vdc_language=de')).toBeUndefined();
    expect(languageFromCookie('xvdc_language=fr')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});
