import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '@shared/auth/auth.schemas';
import {
  serializeSsrState,
  SSR_STATE_ELEMENT_ID,
  type SsrEntry,
  type SsrQuery,
  type SsrResult,
} from '@shared/ssr';
import { createRenderCache } from '../../platform/render-cache';
import { themeCssRule, THEME_STYLE_ELEMENT_ID } from '@shared/themes/theme';
import { languageFromCookie } from '@shared/i18n/language';
import type { AppContext } from '../../platform/context';
import { localeFromHeader, translate, type Locale } from '../../platform/i18n';
import type { HeadRenderer, RenderedHead } from '../../platform/spa';
import { findPageForVisitor } from '../pages/pages.service';
import { blogHead } from '../blog/blog.head';
import { formHead } from '../forms/forms.head';
import {
  catalogPreloadTags,
  namespaceAssets,
  readViteManifest,
  routeAssets,
  routePreloadTags,
} from './preload';
import { matchSeoRoute } from './seo.routes-table';
import { siteFacts, siteHeadTags } from './structured-data';

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

/** The query of an address without one (read only). */
const NO_PARAMETERS: Pick<URLSearchParams, 'get' | 'has'> = new URLSearchParams();

/**
 * `?lang=fr` / `?lang=en` (the hreflang alternates) win; else the language chosen in this browser (its
 * cookie, as the client's language switch stores it); else the browser's Accept-Language.
 */
export function requestLocale(
  req: Pick<FastifyRequest, 'headers'>,
  search: Pick<URLSearchParams, 'get'>,
): Locale {
  const lang = search.get('lang');
  if (lang === 'fr' || lang === 'en') return lang;
  return languageFromCookie(req.headers.cookie) ?? localeFromHeader(req.headers['accept-language']);
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
  /**
   * Content that exists once per language at its own address (posts, pages, forms): the hreflang pair (or
   * its own language alone), not `?lang=` variants.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** schema.org data (an Article), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** More head tags, already escaped (the blog's feed link). */
  extraTags?: string[];
}

/** The tags themselves; every value is escaped. */
export function headTags(c: HeadContent): string {
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

interface ServerRendered {
  body: string;
  afterRoot: string;
  tags: string[];
  modules: string[];
}

/** The answers the client would fetch first, which the server already has: public settings and the signed-in user. */
async function firstQueries(ctx: AppContext, req: FastifyRequest): Promise<SsrQuery[]> {
  const user = await req.currentUser();
  return [
    { key: ['/api/settings/public/all'], data: await ctx.settings.publicList() },
    // The active colour theme is part of the state: a new theme is a new render-cache key.
    { key: ['/api/color-themes/active'], data: await ctx.settings.activeTheme() },
    { key: ['/api/auth/user'], data: user ? CurrentUser.parse(user) : null },
  ];
}

/**
 * Renders the head of every page the server sends; unknown paths and missing pages are 404s with noindex.
 * With `ssr` (the built client's server entry), a public page whose module is known is also rendered into
 * the HTML, with its stylesheets linked and the state the browser hydrates it from; if that render fails,
 * the page is sent for the browser to render, as without `ssr`.
 */
export function createHeadRenderer(ctx: AppContext, ssr: SsrEntry | null = null): HeadRenderer {
  const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');
  const manifest = readViteManifest();
  // The manifest does not change while the server runs: a page's chunks and stylesheets are walked once.
  const assetsByModule = new Map<string, ReturnType<typeof routeAssets>>();
  const assetsOf = (module: string) => {
    let assets = assetsByModule.get(module);
    if (!assets) assetsByModule.set(module, (assets = routeAssets(manifest, module)));
    return assets;
  };
  const renders = createRenderCache<SsrResult>({ maxEntries: 500, maxAgeMs: 60_000 });

  async function renderBody(
    req: FastifyRequest,
    locale: Locale,
    module: string | undefined,
    extraQueries: SsrQuery[],
  ): Promise<ServerRendered | null> {
    if (!ssr || !module) return null;
    try {
      const state = { language: locale, queries: [...(await firstQueries(ctx, req)), ...extraQueries] };
      const serialized = serializeSsrState(state);
      // Same URL and same state (settings, no user, page): same markup. Signed-in pages are not kept.
      const signedOut = state.queries.some((q) => q.key[0] === '/api/auth/user' && q.data === null);
      const cacheKey = signedOut
        ? `${req.url}\n${createHash('sha256').update(serialized).digest('base64')}`
        : null;
      let rendered = cacheKey ? renders.get(cacheKey) : undefined;
      if (!rendered) {
        rendered = await ssr.render(req.url, state);
        if (cacheKey) renders.set(cacheKey, rendered);
      }
      const { html, namespaces } = rendered;
      const stateScript = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serialized}</script>`;
      const { scripts, styles } = assetsOf(module);
      return {
        body: html,
        afterRoot: stateScript,
        // The markup needs the page's CSS before its first paint; its scripts come after (spa.ts).
        tags: styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        modules: [
          ...namespaceAssets(manifest, locale),
          ...scripts,
          ...namespaceAssets(manifest, locale, namespaces),
        ],
      };
    } catch (error) {
      req.log.error({ err: error, url: req.url }, 'server-side render failed; the browser renders the page');
      return null;
    }
  }

  // A page of the fixed public routes (no page data) shown to a signed-out visitor depends only on its
  // address, its language and the loaded settings (the theme and site name with them): the finished
  // answer is kept per address and language while the settings are the same load (a change or a reload
  // makes a new one), so most visitors cost a lookup instead of a head, a state and its hash.
  const finished = new Map<string, { settings: object; head: RenderedHead }>();
  const FINISHED_MAX = 200; // a page is 30–100 kB: at most ~20 MB however many addresses are asked for

  return async (req): Promise<RenderedHead> => {
    // The query's parameters, without parsing the whole address for the kept pages of most requests.
    const q = req.url.indexOf('?');
    const search = q < 0 ? NO_PARAMETERS : new URLSearchParams(req.url.slice(q + 1));
    const locale = requestLocale(req, search);
    const finishedKey = `${locale}\n${req.url}`;
    const settingsLoad = await ctx.settings.publicList();
    const kept = finished.get(finishedKey);
    if (kept && kept.settings === settingsLoad && (await req.currentUser()) === null) return kept.head;
    const path = normalizePath(new URL(req.url, 'http://localhost').pathname);
    const siteName = String(await ctx.settings.get('business', 'companyName'));
    const siteTags = siteHeadTags(await siteFacts(ctx, base, locale));
    // The active theme's colours in the head, before any markup: the first paint has them (no flash).
    const activeTheme = await ctx.settings.activeTheme();
    const themeStyle = activeTheme
      ? `<style id="${THEME_STYLE_ELEMENT_ID}">${themeCssRule(activeTheme)}</style>`
      : '';
    const t = (key: string) => translate(locale, key);
    const withSite = (title: string) => `${title} | ${siteName}`;
    const render = (
      c: Omit<HeadContent, 'locale' | 'siteName' | 'explicitLanguage'>,
      status = 200,
      module?: string,
      rendered: ServerRendered | null = null,
    ): RenderedHead => ({
      head: [
        headTags({ ...c, locale, siteName, explicitLanguage: search.has('lang') }),
        ...siteTags,
        ...(themeStyle ? [themeStyle] : []),
        ...(rendered
          ? rendered.tags
          : [...catalogPreloadTags(manifest, locale), ...routePreloadTags(manifest, module)]),
      ].join('\n    '),
      lang: HTML_LANG[locale],
      status,
      ...(rendered ? { body: rendered.body, afterRoot: rendered.afterRoot, modules: rendered.modules } : {}),
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
    // Pages whose head and first queries come from their feature: a post or the blog, a public form.
    const content =
      route.data === 'blogList' || route.data === 'blogPost'
        ? await blogHead(ctx, { data: route.data, slug: params.slug, locale, base, path })
        : route.data === 'publicForm' && params.slug
          ? await formHead(ctx, { slug: params.slug, locale, base })
          : undefined;
    if (content === null) return notFound();
    if (content) {
      return render(
        { ...content.head, title: withSite(content.head.title) },
        200,
        route.module,
        await renderBody(req, locale, route.module, content.queries),
      );
    }
    if (route.data === 'contentPage' && params.slug) {
      const found = await findPageForVisitor(ctx.db, { slug: params.slug });
      if (!found) return notFound();
      const description = clip(found.seo.description) || t('seo:routes.page.description');
      // DECISIONS §10: a page is in one language at its own address; its published translation's
      // address is the other half of the hreflang pair (none when it has no translation).
      const pagePath = (slug: string) => `${base}/pages/${encodeURIComponent(slug)}`;
      const url = pagePath(found.page.slug);
      const alternates: Partial<Record<Locale, string>> = { [found.page.language]: url };
      if (found.page.translation)
        alternates[found.page.translation.language] = pagePath(found.page.translation.slug);
      // The page's answer as GET /api/pages/slug/:slug gives it, under the client's query key.
      const pageQuery = {
        key: [`/api/pages/slug/${encodeURIComponent(params.slug)}`],
        data: found.page,
      };
      return render(
        { title: withSite(found.seo.title), description, url, noindex: false, alternates },
        200,
        route.module,
        await renderBody(req, locale, route.module, [pageQuery]),
      );
    }
    const head = render(
      {
        title: withSite(t(`seo:routes.${route.key}.title`)),
        description: t(`seo:routes.${route.key}.description`),
        url: `${base}${route.canonical ?? path}`,
        noindex: route.noindex ?? false,
      },
      200,
      route.module,
      await renderBody(req, locale, route.module, []),
    );
    if (head.body && (await req.currentUser()) === null) {
      if (finished.size >= FINISHED_MAX) finished.delete(finished.keys().next().value!);
      finished.set(finishedKey, { settings: settingsLoad, head });
    }
    return head;
  };
}
