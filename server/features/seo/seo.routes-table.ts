import { CLIENT_ROUTES } from '@shared/permissions';

/**
 * What the server knows about each client route, for the HTML head and the sitemap. A public page
 * added to client/app/routes.tsx gets its line here (and its title and description in the `seo`
 * catalogs); a path matching nothing is answered as a 404 with `noindex`.
 */
export interface SeoRoute {
  /** `seo:routes.<key>.title` and `.description` */
  key: string;
  /** Listed in /sitemap.xml */
  sitemap?: boolean;
  /** Where the page's content really lives (a redirect or an alternative rendering). */
  canonical?: string;
  noindex?: boolean;
}

export const PUBLIC_ROUTES: Record<string, SeoRoute> = {
  '/': { key: 'home', sitemap: true },
  // The alternative home page: the same content, so search engines are pointed at the main one.
  '/home-original': { key: 'homeOriginal', canonical: '/' },
  '/unified-donation': { key: 'donate', sitemap: true },
  '/donate': { key: 'donate', canonical: '/unified-donation' },
  '/vehicle-valuation': { key: 'valuation', sitemap: true },
  '/login': { key: 'login' },
  '/donor-portal': { key: 'donorPortal', sitemap: true },
  '/enhanced-donor-portal': { key: 'trackByCode', sitemap: true },
  '/charity-registration': { key: 'charityRegistration', sitemap: true },
  '/dealer-registration': { key: 'dealerRegistration', sitemap: true },
  '/blog': { key: 'blog', sitemap: true },
  '/chat': { key: 'chat', sitemap: true },
};

/** Pages whose content has its own head (a content page reads its title from the database). */
export const DYNAMIC_PREFIXES: { prefix: string; route: SeoRoute }[] = [
  { prefix: '/pages/', route: { key: 'page' } },
  { prefix: '/blog/', route: { key: 'blogPost' } },
  { prefix: '/forms/', route: { key: 'form' } },
];

const PRIVATE_KEYS: Record<string, string> = {
  '/donation-tracking': 'staffDashboard',
  '/enhanced-donation-tracking': 'staffDashboard',
  '/charity-management': 'charityManagement',
  '/dealer-bidding': 'dealerBidding',
};

/** Signed-in areas (from the permissions table): titled, never indexed, kept out of robots' way. */
export function privateRoute(path: string): SeoRoute | null {
  const known = Object.keys(CLIENT_ROUTES).some((p) =>
    p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : p === path,
  );
  if (!known) return null;
  return { key: PRIVATE_KEYS[path] ?? 'admin', noindex: true };
}

/** Paths robots.txt keeps crawlers out of: the API and every guarded area. */
export function disallowedPaths(): string[] {
  const areas = Object.keys(CLIENT_ROUTES).filter((p) => !p.endsWith('/*'));
  return ['/api/', ...areas];
}
