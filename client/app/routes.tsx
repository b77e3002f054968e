import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { preloadable } from '@client/ui/preloadable';
import { clientRoutePolicy, type Policy } from '@shared/permissions';

/**
 * The route table. Each page is its own lazy chunk: `load` imports the page module and returns its
 * component. `policy` defaults to the entry for `path` in `CLIENT_ROUTES` (@shared/permissions);
 * routes.test.ts fails if an entry declares a weaker policy than that table.
 *
 * To add a page: `{ path: '/blog/:slug', load: () => import('@client/features/blog/BlogPostPage').then((m) => m.BlogPostPage) }`
 */
export interface AppRoute {
  path: string;
  load: () => Promise<ComponentType>;
  policy?: Policy;
  /** Lazy i18n namespaces the page reads, fetched in parallel with its chunk (optional: it would suspend and fetch them anyway). */
  ns?: readonly string[];
}

const areaHome = () => import('@client/features/areas/AreaHomePage').then((m) => m.AreaHomePage);
const staffTracking = () =>
  import('@client/features/staff-dashboard/StaffTrackingPage').then((m) => m.StaffTrackingPage);

export const ROUTES: AppRoute[] = [
  { path: '/', load: () => import('@client/features/home/HomePage').then((m) => m.HomePage) },
  {
    path: '/home-original',
    load: () => import('@client/features/home/HomeOriginalPage').then((m) => m.HomeOriginalPage),
  },
  {
    path: '/pages/:slug',
    load: () => import('@client/features/pages/ContentPage').then((m) => m.ContentPage),
    ns: ['pages'],
  },
  { path: '/login', load: () => import('@client/features/auth/LoginPage').then((m) => m.LoginPage) },
  {
    path: '/vehicle-valuation',
    load: () => import('@client/features/valuation/ValuationPage').then((m) => m.ValuationPage),
  },
  {
    path: '/donate',
    load: () => import('@client/features/donate/DonateRedirect').then((m) => m.DonateRedirect),
  },
  {
    path: '/unified-donation',
    load: () => import('@client/features/donate/DonationWizardPage').then((m) => m.DonationWizardPage),
    ns: ['donate', 'valuation'],
  },
  {
    path: '/enhanced-donor-portal',
    load: () =>
      import('@client/features/donor-portal/EnhancedDonorPortalPage').then((m) => m.EnhancedDonorPortalPage),
    ns: ['portal'],
  },
  {
    path: '/donor-portal',
    load: () => import('@client/features/donor-portal/DonorPortalPage').then((m) => m.DonorPortalPage),
    ns: ['portal'],
  },
  {
    path: '/receipts/verify',
    load: () => import('@client/features/receipts/VerifyReceiptPage').then((m) => m.VerifyReceiptPage),
    ns: ['receipts'],
  },
  {
    path: '/receipts/verify/:number',
    load: () => import('@client/features/receipts/VerifyReceiptPage').then((m) => m.VerifyReceiptPage),
    ns: ['receipts'],
  },

  // Signed-in areas: landing pages until each area's own pages replace them.
  { path: '/admin', load: areaHome },
  { path: '/donation-tracking', load: staffTracking },
  { path: '/enhanced-donation-tracking', load: staffTracking },
  {
    path: '/admin/donations',
    load: () =>
      import('@client/features/admin-donations/AdminDonationsPage').then((m) => m.AdminDonationsPage),
  },
  {
    path: '/admin/outbox',
    load: () => import('@client/features/admin-outbox/AdminOutboxPage').then((m) => m.AdminOutboxPage),
  },
  { path: '/dealer-bidding', load: areaHome },
  { path: '/charity-management', load: areaHome },

  { path: '*', load: () => import('@client/features/errors/NotFoundPage').then((m) => m.NotFoundPage) },
];

/**
 * Each page through preloadable(): `route.load()` is its preload. main.tsx loads the current page's chunk
 * before hydrating, so the first render shows the page at once instead of suspending on React.lazy
 * (which would leave the server-rendered page waiting for another round).
 */
const pages = new WeakMap<AppRoute, ComponentType>();
for (const route of ROUTES) {
  const page = preloadable(route.load);
  route.load = page.preload;
  pages.set(route, page.Component);
}

/** The route's page component: rendered at once once `route.load()` has resolved, else lazily. */
export function pageComponent(route: AppRoute): ComponentType {
  return pages.get(route)!;
}

/** The route the router will show for a path (the catch-all when none matches). */
export function findRoute(pathname: string): AppRoute {
  return (
    ROUTES.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? ROUTES.find((r) => r.path === '*')!
  );
}

export function routePolicy(route: AppRoute): Policy {
  return route.policy ?? clientRoutePolicy(route.path);
}
