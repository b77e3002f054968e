import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '@shared/auth/auth.schemas';
import { serializeSsrState, SSR_STATE_ELEMENT_ID, type SsrEntry, type SsrQuery } from '@shared/ssr';
import { SIGNED_OUT_PAGES, type PageKey } from '../../platform/kept-copies/page-cache';
import { themeCssRule, THEME_STYLE_ELEMENT_ID } from '@shared/themes/theme';
import { languageFromCookie } from '@shared/i18n/language';
import type { AppContext } from '../../platform/context';
import { localeFromHeader, translate, type Locale } from '../../platform/i18n';
import type { HeadRenderer, RenderedHead } from '../../platform/http/spa';
import { headTags, HTML_LANG, type HeadContent } from './head-tags';
import {
  catalogPreloadTags,
  namespaceAssets,
  readViteManifest,
  routeAssets,
  routePreloadTags,
} from './preload';
import type { RouteDataLoaders } from './route-data';
import { matchSeoRoute } from './seo.routes-table';
import { siteFacts, siteHeadTags } from './structured-data';

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
    // The active colour theme is part of the state (and of a kept page's key, page-cache.ts).
    { key: ['/api/color-themes/active'], data: await ctx.settings.activeTheme() },
    { key: ['/api/auth/user'], data: user ? CurrentUser.parse(user) : null },
  ];
}

/**
 * Renders the head of every page the server sends; unknown paths and missing pages are 404s with noindex.
 * A route with `data` takes its head and first queries from its kind's loader in `loaders`.
 * With `ssr` (the built client's server entry), a public page whose module is known is also rendered into
 * the HTML, with its stylesheets linked and the state the browser hydrates it from; if that render fails,
 * the page is sent for the browser to render, as without `ssr`.
 */
export function createHeadRenderer(
  ctx: AppContext,
  loaders: RouteDataLoaders,
  ssr: SsrEntry | null = null,
): HeadRenderer {
  const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');
  const manifest = readViteManifest();
  // The manifest does not change while the server runs: a page's chunks and stylesheets are walked once.
  const assetsByModule = new Map<string, ReturnType<typeof routeAssets>>();
  const assetsOf = (module: string) => {
    let assets = assetsByModule.get(module);
    if (!assets) assetsByModule.set(module, (assets = routeAssets(manifest, module)));
    return assets;
  };
  // A load of the settings is one object until the next (a change, a reload): its number is the
  // settings version of the page cache's keys.
  const settingsVersions = new WeakMap<object, number>();
  let lastVersion = 0;
  const settingsVersion = (load: object) => {
    let v = settingsVersions.get(load);
    if (v === undefined) settingsVersions.set(load, (v = ++lastVersion));
    return v;
  };

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
      const { html, namespaces } = await ssr.render(req.url, state);
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

  return async (req): Promise<RenderedHead> => {
    // The query's parameters, without parsing the whole address for the kept pages of most requests.
    const q = req.url.indexOf('?');
    const search = q < 0 ? NO_PARAMETERS : new URLSearchParams(req.url.slice(q + 1));
    const locale = requestLocale(req, search);
    // The active theme's colours in the head, before any markup: the first paint has them (no flash).
    const activeTheme = await ctx.settings.activeTheme();
    // A signed-out visitor's page is the same for everyone asking for it with this key (page-cache.ts).
    const pages = (await req.currentUser()) === null ? ctx.keptCopies.get(SIGNED_OUT_PAGES) : undefined;
    const pageKey: PageKey = {
      url: req.url,
      language: locale,
      settingsVersion: settingsVersion(await ctx.settings.publicList()),
      theme: activeTheme?.id ?? '',
    };
    const kept = pages?.get(pageKey);
    if (kept) return kept;
    /** Keeps a page rendered for a signed-out visitor (those whose content a channel announces). */
    const keep = (head: RenderedHead): RenderedHead => {
      if (!head.body || !pages) return head;
      const shared = { ...head, shared: true };
      pages.set(pageKey, shared);
      return shared;
    };
    const path = normalizePath(new URL(req.url, 'http://localhost').pathname);
    const siteName = String(await ctx.settings.get('business', 'companyName'));
    const facts = await siteFacts(ctx, base, locale);
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
        ...siteHeadTags(facts, c.image),
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
    // Pages whose head and first queries come from the feature that owns them (a post, a form, a page).
    if (route.data) {
      const content = await loaders[route.data](ctx, { params, locale, base, path, ip: req.ip });
      if (!content) return notFound();
      const page = render(
        { ...content.head, title: withSite(content.head.title) },
        200,
        route.module,
        await renderBody(req, locale, route.module, content.queries),
      );
      // The blog's pages are kept (its channel drops them); a public form's and a page's are not (no channel).
      return route.data === 'blogList' || route.data === 'blogPost' ? keep(page) : page;
    }
    return keep(
      render(
        {
          title: withSite(t(`seo:routes.${route.key}.title`)),
          description: t(`seo:routes.${route.key}.description`),
          url: `${base}${route.canonical ?? path}`,
          noindex: route.noindex ?? false,
        },
        200,
        route.module,
        await renderBody(req, locale, route.module, []),
      ),
    );
  };
}
