import { describe, expect, it } from 'vitest';
import { LEGAL_PAGE_SLUGS } from '@shared/content/legal-pages';
import { PRIVACY_PAGE } from '../../seed/privacy-page';
import { TERMS_PAGE } from '../../seed/terms-page';
import { firstParagraphText, localizedText, splitBilingualPage } from './bilingual';

describe('localizedText', () => {
  it('takes the half of "English / Français" in the visitor language', () => {
    expect(localizedText('Privacy policy / Politique de confidentialité', 'fr')).toBe(
      'Politique de confidentialité',
    );
    expect(localizedText('Privacy policy / Politique de confidentialité', 'en')).toBe('Privacy policy');
  });

  it('keeps any other title whole', () => {
    expect(localizedText('Privacy policy', 'fr')).toBe('Privacy policy');
    expect(localizedText('A / B / C', 'fr')).toBe('A / B / C');
    expect(localizedText('Either/or', 'fr')).toBe('Either/or');
  });
});

describe('firstParagraphText', () => {
  it('gives the plain text of the first paragraph, entities decoded', () => {
    expect(
      firstParagraphText('<h2>T</h2><p>Tom &amp; <strong>Jerry</strong>\n  agree</p><p>second</p>'),
    ).toBe('Tom & Jerry agree');
    expect(firstParagraphText('<h2>none</h2>')).toBe('');
  });
});

describe('splitBilingualPage', () => {
  it('makes the English page under the old slug and the French one under a slug of its French title', () => {
    const { en, fr } = splitBilingualPage({
      slug: 'terms',
      title: 'Terms of use / Conditions d’utilisation',
      excerpt: 'The rules / Les règles',
      seoTitle: null,
      seoDescription: 'Read them / Lisez-les',
      content:
        '<section lang="en"><p>Use it well.</p></section>\n<section lang="fr"><p>Utilisez-le bien.</p></section>',
    });
    expect(en).toEqual({
      slug: 'terms',
      language: 'en',
      title: 'Terms of use',
      excerpt: 'The rules',
      seoTitle: null,
      seoDescription: 'Read them',
      content: '<p>Use it well.</p>',
    });
    expect(fr).toEqual({
      slug: 'conditions-d-utilisation',
      language: 'fr',
      title: 'Conditions d’utilisation',
      excerpt: 'Les règles',
      seoTitle: null,
      seoDescription: 'Lisez-les',
      content: '<p>Utilisez-le bien.</p>',
    });
  });
});

describe('the seeded legal pages', () => {
  it('are stored under the slugs the site links to in each language', () => {
    for (const [source, key] of [
      [TERMS_PAGE, 'terms'],
      [PRIVACY_PAGE, 'privacy'],
    ] as const) {
      const { en, fr } = splitBilingualPage(source);
      expect({ en: en.slug, fr: fr.slug }).toEqual(LEGAL_PAGE_SLUGS[key]);
    }
  });
});
