import { disallowedPaths, sitemapPaths } from './seo.routes-table';
import type { Locale } from '@shared/i18n/language';
import type { DbOrTx } from '../../db/client';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  /** Content at one address per language (posts, pages, forms): those paths, in place of `?lang=` variants. */
  alternates?: Partial<Record<Locale, string>>;
}

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The entries of one kind of content, provided by the feature that owns it (server/app.ts lists them). */
export type SitemapSource = (db: DbOrTx) => Promise<SitemapEntry[]>;

/** The public pages of the route list marked for the sitemap: one address each, with `?lang=` variants. */
export function routeSitemapEntries(): SitemapEntry[] {
  return sitemapPaths().map((path) => ({ path }));
}

/**
 * Content in one language at its own address (DECISIONS §10): paired with its published translation's
 * address, or announced in its own language alone.
 */
export function contentSitemapEntry(
  pathOf: (slug: string) => string,
  c: { slug: string; updatedAt: Date; language: Locale; translationSlug: string | null },
): SitemapEntry {
  return {
    path: pathOf(c.slug),
    lastmod: c.updatedAt,
    alternates: {
      [c.language]: pathOf(c.slug),
      ...(c.translationSlug ? { [c.language === 'fr' ? 'en' : 'fr']: pathOf(c.translationSlug) } : {}),
    },
  };
}

/** sitemaps.org format, with each URL's English and French alternates. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, alternates }) => {
    const loc = `${baseUrl}${path}`;
    const alternate = (lang: Locale) =>
      alternates ? (alternates[lang] ? `${baseUrl}${alternates[lang]}` : null) : `${loc}?lang=${lang}`;
    const en = alternate('en');
    const fr = alternate('fr');
    return [
      '  <url>',
      `    <loc>${xml(loc)}</loc>`,
      en ? `    <xhtml:link rel="alternate" hreflang="en-CA" href="${xml(en)}"/>` : '',
      fr ? `    <xhtml:link rel="alternate" hreflang="fr-CA" href="${xml(fr)}"/>` : '',
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(alternates?.en ? `${baseUrl}${alternates.en}` : loc)}"/>`,
      lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
