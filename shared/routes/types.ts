import type { Policy } from '../permissions';

/**
 * An entry of the one route list (SITE_ROUTES in shared/routes.ts, kept by area in this folder). Adding a
 * page is one entry in its area's file: the client router loads `page` lazily
 * (client/app/routes.tsx), the guard applies `policy`, the server renders the head from `seo` and the
 * state from `data` (server/features/seo), the sitemap and robots.txt read `seo` and `policy`, and the
 * header, footer, account menu and admin sidebar read `nav`. Pure data: the server reads it too.
 *
 * Example: `{ path: '/blog/:slug', page: 'blog/BlogPostPage', seo: { key: 'blogPost' }, ns: ['blog'] }`
 */
export interface SiteRoute {
  /** react-router syntax: `:param` is one segment, a trailing `/*` any rest. */
  path: string;
  /** The page module under client/features without `.tsx`; it exports a component of its file's name. */
  page: string;
  /** Who may open it; defaults to `clientRoutePolicy(path)` (shared/permissions.ts, areas such as /admin/*). */
  policy?: Policy;
  /** Lazy i18n namespaces the page reads, fetched in parallel with its chunk. */
  ns?: readonly string[];
  /** Head tags: `seo:routes.<key>.title` and `.description`. A guarded page is never indexed. */
  seo?: RouteSeo;
  /** What the server loads for the head and the first render (server/features/seo/route-data.ts). */
  data?: RouteData;
  /** A public page is rendered on the server unless `false` (a redirect has nothing to show). */
  ssr?: false;
  /** Where links to it appear; a page that is not in this list is linked from nowhere. */
  nav?: readonly NavPlacement[];
}

export interface RouteSeo {
  key: string;
  /** Listed in /sitemap.xml (public pages only). */
  sitemap?: boolean;
  /** Where the page's content really lives (a redirect or an alternative rendering). */
  canonical?: string;
  noindex?: boolean;
}

/**
 * Server data a page needs: `contentPage` reads the page by its `:slug` (title, description, body);
 * `receiptCheck` the public check of the receipt `:number` in the address.
 */
export type RouteData = 'contentPage' | 'blogList' | 'blogPost' | 'publicForm' | 'receiptCheck';

export type NavArea = 'main' | 'footer' | 'signedOut' | 'account' | 'admin';

export interface NavPlacement {
  area: NavArea;
  /** i18n key of the link text */
  label: string;
  /** Position in its area (ascending). */
  order: number;
  /** A section of the page (`/#contact`): never "the current page". */
  hash?: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
}
