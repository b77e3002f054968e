import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { localeFromHeader, translate, type Locale } from '../../platform/i18n';
import type { HeadRenderer, RenderedHead } from '../../platform/spa';
import { findPageForVisitor } from '../pages/pages.service';
import { catalogPreloadTags, readViteManifest, routePreloadTags } from './preload';
import { matchSeoRoute } from './seo.routes-table';

const HTML_LANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Search engines show about 160 characters of a description: cut at a word and mark the cut. */
export function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** `?lang=fr` / `?lang=en` (the hreflang alternates) win; else the browser's Accept-Language. */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>, search: URLSearchParams): Locale {
  const lang = search.get('lang');
  if (lang === 'fr' || lang === 'en') return lang;
  return localeFromHeader(req.headers['accept-language']);
}

/** Path without trailing slash (the root stays `/`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
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
}

/** The tags themselves; every value is escaped. */
export function headTags(c: HeadContent): string {
  const variant = (lang: Locale) => `${c.url}?lang=${lang}`;
  const canonical = c.explicitLanguage ? variant(c.locale) : c.url;
  const other: Locale = c.locale === 'fr' ? 'en' : 'fr';
  const tags = [
    `<title>${escape(c.title)}</title>`,
    `<meta name="description" content="${escape(c.description)}">`,
    c.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escape(canonical)}">`,
    `<link rel="alternate" hreflang="en-CA" href="${escape(variant('en'))}">`,
    `<link rel="alternate" hreflang="fr-CA" href="${escape(variant('fr'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escape(c.url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escape(c.siteName)}">`,
    `<meta property="og:title" content="${escape(c.title)}">`,
    `<meta property="og:description" content="${escape(c.description)}">`,
    `<meta property="og:url" content="${escape(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[c.locale]}">`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}">`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Renders the head of every page the server sends; unknown paths and missing pages are 404s with noindex. */
export function createHeadRenderer(ctx: AppContext): HeadRenderer {
  const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');
  const manifest = readViteManifest();
  return async (req): Promise<RenderedHead> => {
    const parsed = new URL(req.url, 'http://localhost');
    const locale = requestLocale(req, parsed.searchParams);
    const path = normalizePath(parsed.pathname);
    const siteName = String(await ctx.settings.get('business', 'companyName'));
    const t = (key: string) => translate(locale, key);
    const withSite = (title: string) => `${title} | ${siteName}`;
    const render = (
      c: Omit<HeadContent, 'locale' | 'siteName' | 'explicitLanguage'>,
      status = 200,
      module?: string,
    ): RenderedHead => ({
      head: [
        headTags({ ...c, locale, siteName, explicitLanguage: parsed.searchParams.has('lang') }),
        ...catalogPreloadTags(manifest, locale),
        ...routePreloadTags(manifest, module),
      ].join('\n    '),
      lang: HTML_LANG[locale],
      status,
    });
    const notFound = () =>
      render(
        {
          title: withSite(t('seo:notFound.title')),
          description: t('seo:notFound.description'),
          url: `${base}${path}`,
          noindex: true,
        },
        404,
      );

    let match: ReturnType<typeof matchSeoRoute>;
    try {
      match = matchSeoRoute(path);
    } catch {
      return notFound(); // a malformed %-escape in a parameter
    }
    if (!match) return notFound();
    const { route, params } = match;
    if (route.key === 'page' && params.slug) {
      const found = await findPageForVisitor(ctx.db, { slug: params.slug, locale });
      if (!found) return notFound();
      const description = clip(found.seo.description) || t('seo:routes.page.description');
      return render(
        { title: withSite(found.seo.title), description, url: `${base}${path}`, noindex: false },
        200,
        route.module,
      );
    }
    return render(
      {
        title: withSite(t(`seo:routes.${route.key}.title`)),
        description: t(`seo:routes.${route.key}.description`),
        url: `${base}${route.canonical ?? path}`,
        noindex: route.noindex ?? false,
      },
      200,
      route.module,
    );
  };
}
