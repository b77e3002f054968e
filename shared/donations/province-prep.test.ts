import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../geo/provinces';
import { PROVINCE_PREP, provincePrep } from './province-prep';

type Catalog = Record<string, unknown>;
const catalog = (lang: 'en' | 'fr') =>
  JSON.parse(readFileSync(new URL(`../i18n/${lang}/donate.json`, import.meta.url), 'utf8')) as Catalog;
const lookup = (c: Catalog, key: string) =>
  key
    .replace(/^donate:/, '')
    .split('.')
    .reduce<unknown>((o, k) => (o as Catalog | undefined)?.[k], c);

describe('province preparation table', () => {
  it('has a row for each of the 13 provinces and territories, each with an official https source', () => {
    expect(Object.keys(PROVINCE_PREP).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const code of PROVINCE_CODES) {
      const url = new URL(PROVINCE_PREP[code].sourceUrl);
      expect(url.protocol).toBe('https:');
      // Government and Crown-corporation sites only.
      expect(url.hostname).toMatch(
        /(gov|gouv|gnb|alberta|ontario|novascotia|princeedwardisland|yukon|icbc|mpi\.mb|sgi\.sk)\./,
      );
    }
  });

  it('says every line in English and in French', () => {
    for (const lang of ['en', 'fr'] as const) {
      const c = catalog(lang);
      for (const code of PROVINCE_CODES) {
        const prep = provincePrep(code);
        for (const key of [...prep.lines, prep.authorityKey]) {
          expect(typeof lookup(c, key), `${lang} ${key}`).toBe('string');
        }
      }
    }
  });

  it('lists the document, the plates, ending liability, then the odometer where the transfer records it', () => {
    expect(provincePrep('QC').lines).toEqual([
      'donate:prep.QC.document',
      'donate:prep.plates.keep',
      'donate:prep.QC.liability',
      'donate:prep.odometer',
    ]);
    // Newfoundland and Labrador keeps plates with the vehicle and asks for a notice of sale.
    expect(provincePrep('NL').lines).toEqual([
      'donate:prep.NL.document',
      'donate:prep.plates.vehicle',
      'donate:prep.NL.liability',
    ]);
    expect(lookup(catalog('en'), 'donate:prep.NL.liability')).toMatch(/Notice of Sale/);
  });
});
