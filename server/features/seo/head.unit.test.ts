import { describe, expect, it } from 'vitest';
import { normalizePath, requestLocale } from './head';
import { clip, headTags } from './head-tags';

describe('headTags', () => {
  const base = {
    title: 'A "quoted" <b> & co',
    description: 'd',
    url: 'https://x.ca/p',
    noindex: false,
    siteName: 'S',
    locale: 'en' as const,
  };

  it('escapes every value', () => {
    const html = headTags({ ...base, explicitLanguage: false });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; co</title>');
    expect(html).not.toContain('<b>');
  });

  it('uses the plain URL as canonical unless a language was asked for', () => {
    expect(headTags({ ...base, explicitLanguage: false })).toContain(
      '<link rel="canonical" href="https://x.ca/p">',
    );
    expect(headTags({ ...base, locale: 'fr', explicitLanguage: true })).toContain(
      '<link rel="canonical" href="https://x.ca/p?lang=fr">',
    );
  });

  it('adds noindex only when asked', () => {
    expect(headTags({ ...base, explicitLanguage: false, noindex: true })).toContain(
      '<meta name="robots" content="noindex">',
    );
    expect(headTags({ ...base, explicitLanguage: false })).not.toContain('robots');
  });
});

describe('helpers', () => {
  it('clips long descriptions at a word', () => {
    const long = 'word '.repeat(60).trim();
    const out = clip(long);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith('word…')).toBe(true);
    expect(clip('short')).toBe('short');
  });

  it('normalizes trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/blog/')).toBe('/blog');
  });

  it('prefers ?lang= over Accept-Language', () => {
    expect(requestLocale({ headers: { 'accept-language': 'fr-CA' } }, new URLSearchParams('lang=en'))).toBe(
      'en',
    );
    expect(requestLocale({ headers: { 'accept-language': 'fr-CA' } }, new URLSearchParams(''))).toBe('fr');
    expect(requestLocale({ headers: {} }, new URLSearchParams('lang=xx'))).toBe('en');
  });

  it('follows the language chosen in this browser (its cookie) over Accept-Language, not over ?lang=', () => {
    const headers = { 'accept-language': 'en-CA', cookie: 'vdc_session=x; vdc_language=fr' };
    expect(requestLocale({ headers }, new URLSearchParams(''))).toBe('fr');
    expect(requestLocale({ headers }, new URLSearchParams('lang=en'))).toBe('en');
    expect(requestLocale({ headers: { cookie: 'vdc_language=de' } }, new URLSearchParams(''))).toBe('en');
  });
});
