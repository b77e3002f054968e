import { describe, expect, it } from 'vitest';
import en from '@shared/i18n/en/home.json';
import fr from '@shared/i18n/fr/home.json';
import { FAQ_QUESTIONS, TESTIMONIAL_DONORS, TRUST_POINTS, WHY_REASONS } from './content';

const lookup = (catalog: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

const catalogs = { en, fr };

describe('home page copy', () => {
  it('has six FAQ questions, each a question and an answer in both languages', () => {
    expect(FAQ_QUESTIONS).toHaveLength(6);
    for (const [lang, catalog] of Object.entries(catalogs)) {
      expect(typeof lookup(catalog, 'faq.title'), `${lang} faq.title`).toBe('string');
      for (const q of FAQ_QUESTIONS) {
        expect(lookup(catalog, `faq.${q}.question`), `${lang} ${q}`).toMatch(/\?$/);
        expect(typeof lookup(catalog, `faq.${q}.answer`), `${lang} ${q}`).toBe('string');
      }
    }
  });

  it('states the receipt timing of DECISIONS §8 word for word', () => {
    const copy =
      'Your official receipt is e-mailed as soon as it is issued, usually 2-3 weeks after pickup, and stays downloadable from your donor portal.';
    expect(lookup(en, 'faq.receipt.answer')).toBe(copy);
    expect(lookup(en, 'how.receipt.body')).toBe(copy);
  });

  it('has three testimonials with a quote, name, place and vehicle, and the listed reasons, in both languages', () => {
    expect(TESTIMONIAL_DONORS).toHaveLength(3);
    expect(TRUST_POINTS).toHaveLength(5);
    for (const catalog of Object.values(catalogs)) {
      for (const d of TESTIMONIAL_DONORS) {
        for (const field of ['quote', 'name', 'place', 'vehicle'])
          expect(typeof lookup(catalog, `testimonials.${d}.${field}`)).toBe('string');
      }
      for (const key of [...WHY_REASONS, ...TRUST_POINTS])
        expect(typeof lookup(catalog, key), key).toBe('string');
    }
  });
});
