import { pageSlug } from '@shared/content/pages';
import type { Locale } from '../../platform/i18n';
import { decodeEntities } from './sanitize-html';

/**
 * Bilingual pages (DECISIONS §5) hold `<section lang="en">` and `<section lang="fr">` in one body,
 * and may title themselves "English title / Titre français". The visitor's language comes first.
 */

/** "Terms of use / Conditions d'utilisation" gives the half in the visitor's language; any other title is kept. */
export function localizedText(text: string, locale: Locale): string {
  const parts = text.split(' / ');
  if (parts.length !== 2 || !parts[0]!.trim() || !parts[1]!.trim()) return text;
  return (locale === 'fr' ? parts[1]! : parts[0]!).trim();
}

const SECTION_TAG = /<section(?: lang="([^"]*)")?>|<\/section>/g;

/**
 * Moves the top-level sections in the visitor's language before the others, keeping each group's
 * order. Expects sanitized (balanced) HTML; content outside sections is left where it is.
 */
export function visitorLanguageFirst(html: string, locale: Locale): string {
  const sections: { start: number; end: number; lang: string }[] = [];
  let depth = 0;
  let start = 0;
  let lang = '';
  for (const m of html.matchAll(SECTION_TAG)) {
    if (m[0] !== '</section>') {
      if (depth === 0) {
        start = m.index;
        lang = (m[1] ?? '').toLowerCase();
      }
      depth++;
    } else if (depth > 0 && --depth === 0) {
      sections.push({ start, end: m.index + m[0].length, lang });
    }
  }
  const matches = (s: { lang: string }) => s.lang === locale || s.lang.startsWith(`${locale}-`);
  if (sections.length < 2 || !sections.some(matches) || sections.every(matches)) return html;
  const ordered = [...sections.filter(matches), ...sections.filter((s) => !matches(s))];
  // Rebuild: each section slot takes the next section in the new order; the text between slots stays.
  let out = '';
  let cursor = 0;
  sections.forEach((slot, i) => {
    out += html.slice(cursor, slot.start) + html.slice(ordered[i]!.start, ordered[i]!.end);
    cursor = slot.end;
  });
  return out + html.slice(cursor);
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
