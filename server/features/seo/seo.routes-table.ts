import { CLIENT_ROUTES } from '@shared/permissions';
import { matchSiteRoute, routePolicy, SITE_ROUTES, type RouteData } from '@shared/routes';

/**
 * What the server reads from the one route list (shared/routes.ts) for the HTML head, the sitemap and
 * robots.txt. A path matching no page is a 404 with `noindex`.
 */
export interface SeoRoute {
  /** `seo:routes.<key>.title` and `.description` */
  key: string;
  /** Where the page's content really lives (a redirect or an alternative rendering). */
  canonical?: string;
  noindex: boolean;
  /**
   * The page's module in Vite's manifest, preloaded with the entry script (seo/preload.ts); a route with
   * one is also rendered on the server when the server-side entry is built (platform/http/ssr.ts). Public
   * pages only.
   */
  module?: string;
  data?: RouteData;
}

/** The route for a path as the browser's router finds it (shared/path-match.ts), with its `:params`; null when no page is there. */
export function matchSeoRoute(path: string): { route: SeoRoute; params: Record<string, string> } | null {
  const match = matchSiteRoute(path);
  if (!match) return null;
  const { route, params } = match;
  const isPublic = routePolicy(route) === 'public';
  return {
    params,
    route: {
      key: route.seo?.key ?? 'admin',
      // A page without parameters lives at its listed path, however the address was written (`/Blog`).
      canonical: route.seo?.canonical ?? (/[:*]/.test(route.path) ? undefined : route.path),
      // Signed-in areas are titled but never indexed (and disallowed in robots.txt).
      noindex: !isPublic || (route.seo?.noindex ?? false),
      module: isPublic && route.ssr !== false ? `features/${route.page}.tsx` : undefined,
      data: route.data,
    },
  };
}

/** Public pages marked for the sitemap (a page with a `:param` lists its instances elsewhere). */
export function sitemapPaths(): string[] {
  return SITE_ROUTES.filter(
    (r) => r.seo?.sitemap && routePolicy(r) === 'public' && !r.path.includes(':') && !r.path.includes('*'),
  ).map((r) => r.path);
}

/** Paths robots.txt keeps crawlers out of: the API and every guarded area (a prefix covers what is under it). */
export function disallowedPaths(): string[] {
  const guarded = [
    ...Object.keys(CLIENT_ROUTES),
    ...SITE_ROUTES.filter((r) => routePolicy(r) !== 'public').map((r) => r.path),
  ]
    .filter((p) => !p.includes('*') && !p.includes(':'))
    .sort();
  const areas = [...new Set(guarded)].filter(
    (p, _i, all) => !all.some((other) => other !== p && p.startsWith(`${other}/`)),
  );
  return ['/api/', ...areas];
}
