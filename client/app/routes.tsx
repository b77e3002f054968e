import type { ComponentType } from 'react';
import { preloadable } from '@client/ui/preloadable';
import { matchSiteRoute, routePolicy as sitePolicy, SITE_ROUTES, type SiteRoute } from '@shared/routes';
import type { Policy } from '@shared/permissions';

/**
 * The router's view of the one route list. Pages are listed in shared/routes.ts (SITE_ROUTES: path,
 * page module, policy, SEO, server data, nav placement); this file only attaches each page's lazy
 * chunk. To add a page, add its entry there: `{ path: '/blog', page: 'blog/BlogPage', seo: { key: 'blog' } }`
 * where client/features/blog/BlogPage.tsx exports `BlogPage`.
 */
export interface AppRoute extends SiteRoute {
  load: () => Promise<ComponentType>;
}

// One lazy chunk per page module. A page's module is named *Page.tsx (or *Redirect.tsx). The entry lists
// the public pages' loaders only, and without the list of each chunk's own imports (vite.config.ts): the
// server's preload links fetch the first page's whole graph anyway. ./pageModules lists every page with
// those lists (a loader there fetches a page's chunks in parallel, not one level at a time): main.tsx
// loads it once the first page is idle, and the first back-office page waits for it.
const MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*Page.tsx',
  '../features/*/*Redirect.tsx',
  '!../features/admin-*/*',
  // Pages one folder deeper (<feature>/admin, auctions/bidding, donations/desk, charities/manage,
  // auth/account) are all back office or signed in: not matched.
  // The error boundary's page is in the entry (client/app/RouteErrorBoundary.tsx), not a routed page.
  '!../features/errors/RouteErrorPage.tsx',
]);

let allPages: Record<string, () => Promise<Record<string, ComponentType>>> | undefined;
/** Loads ./pageModules: from then on every page loads with its own imports in parallel. */
export const loadPageList = () => import('./pageModules').then((m) => (allPages = m.PAGE_MODULES));

/** The module's loader, returning the component named after the file; throws for a page that does not exist. */
export function pageLoader(page: string): () => Promise<ComponentType> {
  const path = `../features/${page}.tsx`;
  const name = page.split('/').at(-1)!;
  const importModule = () => {
    const load = allPages?.[path] ?? MODULES[path];
    if (load) return load();
    return loadPageList().then((pages) => {
      if (!pages[path])
        throw new Error(`The route list (shared/routes/) names a page that does not exist: ${page}`);
      return pages[path]();
    });
  };
  return () =>
    importModule().then((m) => {
      const Component = m[name];
      if (!Component) throw new Error(`client/features/${page}.tsx does not export ${name}`);
      return Component;
    });
}

/**
 * Each page through preloadable(): `route.load()` is its preload. main.tsx loads the current page's chunk
 * before hydrating, so the first render shows the page at once instead of suspending on React.lazy
 * (which would leave the server-rendered page waiting for another round). Routes sharing a module share
 * its loader.
 */
const byModule = new Map<string, ReturnType<typeof preloadable>>();
const pages = new WeakMap<AppRoute, ComponentType>();
export const ROUTES: AppRoute[] = SITE_ROUTES.map((route) => {
  let page = byModule.get(route.page);
  if (!page) {
    page = preloadable(pageLoader(route.page));
    byModule.set(route.page, page);
  }
  const appRoute: AppRoute = { ...route, load: page.preload };
  pages.set(appRoute, page.Component as ComponentType);
  return appRoute;
});

/** The route's page component: rendered at once once `route.load()` has resolved, else lazily. */
export function pageComponent(route: AppRoute): ComponentType {
  return pages.get(route)!;
}

const BY_SITE_ROUTE = new Map(SITE_ROUTES.map((route, i) => [route, ROUTES[i]!]));
const CATCH_ALL = ROUTES.find((r) => r.path === '*')!;

/** The route the router will show for a path (the catch-all when none matches): the server's match too. */
export function findRoute(pathname: string): AppRoute {
  const match = matchSiteRoute(pathname);
  return match ? BY_SITE_ROUTE.get(match.route)! : CATCH_ALL;
}

/** True when a page exists at exactly this path (not only a catch-all or an area's fallback). */
export function pageExists(path: string): boolean {
  const route = findRoute(path);
  return route.path !== '*' && !route.path.endsWith('/*');
}

export function routePolicy(route: AppRoute): Policy {
  return sitePolicy(route);
}
