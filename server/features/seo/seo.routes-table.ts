import { CLIENT_ROUTES } from '@shared/permissions';

/**
 * What the server knows about each client route, for the HTML head and the sitemap. A page added to
 * client/app/routes.tsx gets its line here (and its title and description in the `seo` catalogs);
 * seo-coverage.unit.test.ts fails until it has one. A path matching nothing is a 404 with `noindex`.
 */
export interface SeoRoute {
  /** `seo:routes.<key>.title` and `.description` */
  key: string;
  /** Listed in /sitemap.xml */
  sitemap?: boolean;
  /** Where the page's content really lives (a redirect or an alternative rendering). */
  canonical?: string;
  noindex?: boolean;
  /**
   * The page's module in Vite's manifest, preloaded with the entry script (seo/preload.ts); a route with
   * one is also rendered on the server when the server-side entry is built (platform/ssr.ts).
   */
  module?: string;
}

/** Public routes in the router's syntax (`:param` is one path segment). */
export const PUBLIC_ROUTES: Record<string, SeoRoute> = {
  '/': { key: 'home', sitemap: true, module: 'features/home/HomePage.tsx' },
  // The alternative home page: the same content, so search engines are pointed at the main one.
  '/home-original': { key: 'homeOriginal', canonical: '/', module: 'features/home/HomeOriginalPage.tsx' },
  '/unified-donation': { key: 'donate', sitemap: true, module: 'features/donate/DonationWizardPage.tsx' },
  '/donate': { key: 'donate', canonical: '/unified-donation' },
  '/vehicle-valuation': { key: 'valuation', sitemap: true, module: 'features/valuation/ValuationPage.tsx' },
  '/login': { key: 'login', module: 'features/auth/LoginPage.tsx' },
  '/donor-portal': { key: 'donorPortal', sitemap: true, module: 'features/donor-portal/DonorPortalPage.tsx' },
  '/enhanced-donor-portal': {
    key: 'trackByCode',
    sitemap: true,
    module: 'features/donor-portal/EnhancedDonorPortalPage.tsx',
  },
  '/charity-registration': { key: 'charityRegistration', sitemap: true },
  '/dealer-registration': { key: 'dealerRegistration', sitemap: true },
  '/blog': { key: 'blog', sitemap: true },
  '/blog/:slug': { key: 'blogPost' },
  '/chat': { key: 'chat', sitemap: true },
  '/forms/:slug': { key: 'form' },
  // Content pages read their title and description from the database (seo/head.ts).
  '/pages/:slug': { key: 'page', module: 'features/pages/ContentPage.tsx' },
  '/receipts/verify': { key: 'verifyReceipt', module: 'features/receipts/VerifyReceiptPage.tsx' },
  // One receipt's check: nothing for a search engine to keep.
  '/receipts/verify/:number': {
    key: 'verifyReceipt',
    noindex: true,
    module: 'features/receipts/VerifyReceiptPage.tsx',
  },
};

const PRIVATE_KEYS: Record<string, string> = {
  '/donation-tracking': 'staffDashboard',
  '/enhanced-donation-tracking': 'staffDashboard',
  '/charity-management': 'charityManagement',
  '/dealer-bidding': 'dealerBidding',
};

function patternMatches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (pattern.endsWith('/*') ? got.length < want.length : got.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part === '*') break;
    if (part.startsWith(':')) {
      if (!got[i]) return null;
      params[part.slice(1)] = decodeURIComponent(got[i]!);
    } else if (part !== got[i]) return null;
  }
  return params;
}

/** The route for a path (trailing slash removed), with its `:params`; null when nothing matches. */
export function matchSeoRoute(path: string): { route: SeoRoute; params: Record<string, string> } | null {
  for (const [pattern, route] of Object.entries(PUBLIC_ROUTES)) {
    const params = patternMatches(pattern, path);
    if (params) return { route, params };
  }
  // Signed-in areas (from the permissions table): titled, never indexed, disallowed in robots.txt.
  for (const pattern of Object.keys(CLIENT_ROUTES)) {
    if (patternMatches(pattern, path))
      return { route: { key: PRIVATE_KEYS[pattern] ?? 'admin', noindex: true }, params: {} };
  }
  return null;
}

/** Paths robots.txt keeps crawlers out of: the API and every guarded area. */
export function disallowedPaths(): string[] {
  const areas = Object.keys(CLIENT_ROUTES).filter((p) => !p.endsWith('/*'));
  return ['/api/', ...areas];
}
