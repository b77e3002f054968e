import type { Locale } from '../../platform/i18n';

/** The `lang` of the HTML and the hreflang of each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** A value inside a double-quoted attribute or the text of a tag. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Search engines show about 160 characters of a description: cut at a word and mark the cut. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A sharing image: its absolute address, its size when known, and what it shows. */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface HeadContent {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the page without any query: x-default; `?lang=` variants are the alternates. */
  url: string;
  /** True when the visitor asked for a language explicitly: the canonical is then that variant. */
  explicitLanguage: boolean;
  noindex: boolean;
  siteName: string;
  /**
   * Content that exists once per language at its own address (posts, pages, forms): the hreflang pair (or
   * its own language alone), not `?lang=` variants.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** schema.org data (an Article), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page's own sharing image (a post's featured image); the site's card otherwise. */
  image?: PageImage;
  /** More head tags, already escaped (the blog's feed link). */
  extraTags?: string[];
}

/** What a page states about itself; the renderer adds the visitor's language and the site's name. */
export type PageHead = Omit<HeadContent, 'locale' | 'siteName' | 'explicitLanguage'>;

/** The tags themselves; every value is escaped. */
export function headTags(c: HeadContent): string {
  const escape = escapeAttribute;
  const variant = (lang: Locale) => `${c.url}?lang=${lang}`;
  const canonical = c.explicitLanguage && !c.alternates ? variant(c.locale) : c.url;
  const other: Locale = c.locale === 'fr' ? 'en' : 'fr';
  const tags = [
    `<title>${escape(c.title)}</title>`,
    `<meta name="description" content="${escape(c.description)}">`,
    c.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escape(canonical)}">`,
    ...(c.alternates
      ? (['en', 'fr'] as const).map((lang) =>
          c.alternates![lang]
            ? `<link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escape(c.alternates![lang]!)}">`
            : '',
        )
      : [
          `<link rel="alternate" hreflang="en-CA" href="${escape(variant('en'))}">`,
          `<link rel="alternate" hreflang="fr-CA" href="${escape(variant('fr'))}">`,
        ]),
    // A pair announces the same set on both pages: its English address is the default of both.
    `<link rel="alternate" hreflang="x-default" href="${escape(c.alternates?.en ?? c.url)}">`,
    `<meta property="og:type" content="${c.jsonLd ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escape(c.siteName)}">`,
    `<meta property="og:title" content="${escape(c.title)}">`,
    `<meta property="og:description" content="${escape(c.description)}">`,
    `<meta property="og:url" content="${escape(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[c.locale]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
  ];
  if (c.jsonLd) {
    // JSON inside <script>: no `<` can close it early.
    const json = JSON.stringify(c.jsonLd)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  tags.push(...(c.extraTags ?? []));
  return tags.filter(Boolean).join('\n    ');
}
