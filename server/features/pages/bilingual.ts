import { pageSlug } from '@shared/content/pages';
import type { Locale } from '../../platform/i18n';
import { decodeEntities } from './sanitize-html';

/**
 * Pages written in both languages at once (the seeded terms and privacy policy, and pages stored before
 * DECISIONS §10) hold `<section lang="en">` and `<section lang="fr">` in one body and title themselves
 * "English title / Titre français": `splitBilingualPage` makes the two pages stored from them.
 */

/** "Terms of use / Conditions d'utilisation" gives the half in the visitor's language; any other title is kept. */
export function localizedText(text: string, locale: Locale): string {
  const parts = text.split(' / ');
  if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim()) return text;
  return (locale === 'fr' ? parts[1]! : parts[0]!).trim();
}

/** Plain text of the first paragraph, for a meta description when the page sets none. */
export function firstParagraphText(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return decodeEntities(paragraph.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface BilingualPageSource {
  slug: string;
  title: string;
  content: string;
  excerpt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

const half = (text: string | null | undefined, locale: Locale) =>
  text == null ? null : localizedText(text, locale);
const sectionOf = (html: string, lang: string) =>
  new RegExp(`<section lang="${lang}">([\\s\\S]*?)</section>`).exec(html)?.[1]?.trim() ?? '';

/**
 * DECISIONS §10: one page carrying both languages becomes an English page and a French one (its slug made
 * from the French title), as migration 0017 does for stored pages.
 */
export function splitBilingualPage(page: BilingualPageSource) {
  const frTitle = localizedText(page.title, 'fr');
  const page_ = (locale: Locale) => ({
    title: localizedText(page.title, locale),
    content: sectionOf(page.content, locale),
    excerpt: half(page.excerpt, locale),
    seoTitle: half(page.seoTitle, locale)?.slice(0, 60) ?? null,
    seoDescription: half(page.seoDescription, locale)?.slice(0, 160) ?? null,
  });
  return {
    en: { ...page_('en'), slug: page.slug, language: 'en' as const },
    fr: { ...page_('fr'), slug: pageSlug(frTitle) || `${page.slug}-fr`, language: 'fr' as const },
  };
}
