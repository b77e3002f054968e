import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_DEFINITIONS, hoursSettingKey } from '@shared/settings/defaults';

/** Every catalog string, flattened, of one language. */
function strings(lang: 'en' | 'fr'): string[] {
  const all: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') all.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const file of readdirSync(`shared/i18n/${lang}`).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(`shared/i18n/${lang}/${file}`, 'utf8')));
  return all;
}

describe('business hours in a sentence', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`never puts the hours (which may hold "(HE)") inside parentheses (${lang})`, () => {
      const hours = SETTING_DEFINITIONS.find(
        (s) => s.category === 'business' && s.key === hoursSettingKey(lang),
      )?.value;
      expect(typeof hours).toBe('string');
      const nested = strings(lang)
        // `{{hours}} hours` is a duration (a link's lifetime), not the business hours.
        .filter((s) => s.includes('{{hours}}') && !/\{\{hours\}\}\s*(hours|heures)/.test(s))
        .map((s) => s.replaceAll('{{hours}}', String(hours)))
        .filter((s) => /\([^)]*\(/.test(s));
      expect(nested).toEqual([]);
    });
  }
});
