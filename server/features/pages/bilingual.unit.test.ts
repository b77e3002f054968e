import { describe, expect, it } from 'vitest';
import { firstParagraphText, localizedText, visitorLanguageFirst } from './bilingual';

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

describe('visitorLanguageFirst', () => {
  const en = '<section lang="en"><p>Hello</p></section>';
  const fr = '<section lang="fr"><p>Bonjour</p></section>';

  it('puts the French section first for a French visitor, the English one for others', () => {
    expect(visitorLanguageFirst(en + fr, 'fr')).toBe(fr + en);
    expect(visitorLanguageFirst(fr + en, 'en')).toBe(en + fr);
    expect(visitorLanguageFirst(en + fr, 'en')).toBe(en + fr);
  });

  it('keeps text outside the sections where it was, and nested sections inside their parent', () => {
    const nestedFr = '<section lang="fr-CA"><section><p>a</p></section><p>b</p></section>';
    expect(visitorLanguageFirst(`<p>intro</p>${en}<p>between</p>${nestedFr}`, 'fr')).toBe(
      `<p>intro</p>${nestedFr}<p>between</p>${en}`,
    );
  });

  it('leaves single-language content alone', () => {
    expect(visitorLanguageFirst('<p>Only text</p>', 'fr')).toBe('<p>Only text</p>');
    expect(visitorLanguageFirst(en, 'fr')).toBe(en);
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
