import { matchPath, rankByPattern } from './path-match';
import { clientRoutePolicy, type Policy } from './permissions';
import { ADMIN_ROUTES } from './routes/admin';
import { PORTAL_ROUTES } from './routes/portal';
import { PUBLIC_ROUTES } from './routes/public';
import { STAFF_ROUTES } from './routes/staff';
import type { NavArea, SiteRoute } from './routes/types';

export type { NavArea, NavPlacement, RouteData, RouteSeo, SiteRoute } from './routes/types';

/**
 * The one route list, kept by area in shared/routes/ (public, portal, staff, admin; the entry's shape in
 * shared/routes/types.ts). Anything else, an unknown /admin address too, is the 404 page (the server
 * answers 404 with noindex).
 */
export const SITE_ROUTES: SiteRoute[] = [
  ...PUBLIC_ROUTES,
  ...PORTAL_ROUTES,
  ...STAFF_ROUTES,
  ...ADMIN_ROUTES,
  { path: '*', page: 'errors/NotFoundPage' },
];

/** Who may open a route. */
export function routePolicy(route: Pick<SiteRoute, 'path' | 'policy'>): Policy {
  return route.policy ?? clientRoutePolicy(route.path);
}

/** Pages inside the admin shell. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

// The routes in the order the router tries them (shared/path-match.ts ranks them as react-router does);
// a path without parameters is found by a lookup, as it is asked before hydrating and for every link the
// header and footer check, and matchPath compiles a pattern for each route it tries.
const RANKED = rankByPattern(
  SITE_ROUTES.filter((r) => r.path !== '*'),
  (r) => r.path,
);
const staticKey = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
const STATIC = new Map<string, SiteRoute>();
for (const route of RANKED) {
  const key = staticKey(route.path);
  if (!/[:*]/.test(route.path) && !STATIC.has(key)) STATIC.set(key, route);
}

/**
 * The route for a path as the router picks it, on both sides (one matcher, shared/path-match.ts): case and
 * trailing slashes ignored, static segments before `:params` before a `/*` rest, parameters decoded; null
 * for the catch-all.
 */
export function matchSiteRoute(path: string): { route: SiteRoute; params: Record<string, string> } | null {
  const found = path.startsWith('/') ? STATIC.get(staticKey(path)) : undefined;
  if (found) return { route: found, params: {} };
  for (const route of RANKED) {
    const match = matchPath(route.path, path);
    if (match) return { route, params: match.params };
  }
  return null;
}

export interface NavLinkItem {
  /** Where the link goes (`/#contact` for a section). */
  to: string;
  /** The route's path. */
  path: string;
  /** Who may open it: links to a guarded page are shown only to roles it allows. */
  policy: Policy;
  label: string;
  end?: boolean;
  hash?: string;
}

/** The links of one area, in order, from the routes that exist. */
export function navItems(area: NavArea): NavLinkItem[] {
  return SITE_ROUTES.flatMap((route) =>
    (route.nav ?? []).filter((n) => n.area === area).map((n) => ({ n, route })),
  )
    .sort((a, b) => a.n.order - b.n.order)
    .map(({ n, route }) => ({
      to: n.hash ? `${route.path}#${n.hash}` : route.path,
      path: route.path,
      policy: routePolicy(route),
      label: n.label,
      end: n.end,
      hash: n.hash,
    }));
}
