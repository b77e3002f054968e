import { matchPath, rankByPattern } from './path-match';
import { clientRoutePolicy, type Policy } from './permissions';

/**
 * The one route list. Adding a page is one entry here: the client router loads `page` lazily
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

/** Server data a page needs: `contentPage` reads the page by its `:slug` (title, description, body). */
export type RouteData = 'contentPage' | 'blogList' | 'blogPost' | 'publicForm';

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

export const SITE_ROUTES: SiteRoute[] = [
  {
    path: '/',
    page: 'home/HomePage',
    seo: { key: 'home', sitemap: true },
    nav: [
      { area: 'main', label: 'nav:home', order: 10, end: true },
      { area: 'main', label: 'nav:about', order: 60, hash: 'why-donate' },
      { area: 'main', label: 'nav:contact', order: 70, hash: 'contact' },
    ],
  },
  // The alternative home page: the same content, so search engines are pointed at the main one.
  { path: '/home-original', page: 'home/HomeOriginalPage', seo: { key: 'homeOriginal', canonical: '/' } },
  // Content pages read their title and description from the database.
  {
    path: '/pages/:slug',
    page: 'pages/ContentPage',
    ns: ['pages'],
    seo: { key: 'page' },
    data: 'contentPage',
  },
  // The blog: the list (first page server-rendered) and each post with its own head and Article data.
  {
    path: '/blog',
    page: 'blog/BlogPage',
    ns: ['blog'],
    seo: { key: 'blog', sitemap: true },
    data: 'blogList',
    nav: [{ area: 'main', label: 'nav:blog', order: 40 }],
  },
  {
    path: '/blog/:slug',
    page: 'blog/BlogPostPage',
    ns: ['blog'],
    seo: { key: 'blogPost' },
    data: 'blogPost',
  },
  {
    path: '/login',
    page: 'auth/LoginPage',
    seo: { key: 'login' },
    nav: [{ area: 'signedOut', label: 'nav:login', order: 10 }],
  },
  // A forgotten password (decision 028): ask for a link, then choose the new password from it.
  { path: '/forgot-password', page: 'auth/ForgotPasswordPage', seo: { key: 'forgotPassword' } },
  { path: '/reset-password', page: 'auth/ResetPasswordPage', seo: { key: 'resetPassword', noindex: true } },
  {
    path: '/vehicle-valuation',
    page: 'vehicles/ValuationPage',
    seo: { key: 'valuation', sitemap: true },
    nav: [{ area: 'main', label: 'nav:valuation', order: 30 }],
  },
  {
    path: '/donate',
    page: 'donate/DonateRedirect',
    seo: { key: 'donate', canonical: '/unified-donation' },
    ssr: false,
  },
  {
    path: '/unified-donation',
    page: 'donate/DonationWizardPage',
    ns: ['donate', 'valuation'],
    seo: { key: 'donate', sitemap: true },
    nav: [{ area: 'main', label: 'nav:donate', order: 20 }],
  },
  {
    path: '/enhanced-donor-portal',
    page: 'donor-portal/EnhancedDonorPortalPage',
    ns: ['portal'],
    seo: { key: 'trackByCode', sitemap: true },
  },
  {
    path: '/donor-portal',
    page: 'donor-portal/DonorPortalPage',
    ns: ['portal', 'privacy'],
    seo: { key: 'donorPortal', sitemap: true },
    nav: [
      { area: 'main', label: 'nav:track', order: 50 },
      { area: 'footer', label: 'footer.trackDonation', order: 10 },
      { area: 'account', label: 'nav:trackYourDonation', order: 10 },
    ],
  },
  // Privacy rights, retention and the privacy officer (issue 19); the policy text is /pages/privacy.
  {
    path: '/privacy',
    page: 'privacy/PrivacyPage',
    ns: ['privacy'],
    seo: { key: 'privacy', sitemap: true },
    nav: [{ area: 'footer', label: 'nav:privacyRights', order: 40 }],
  },
  {
    path: '/receipts/verify',
    page: 'receipts/VerifyReceiptPage',
    ns: ['receipts'],
    seo: { key: 'verifyReceipt' },
  },
  // One receipt's check: nothing for a search engine to keep.
  {
    path: '/receipts/verify/:number',
    page: 'receipts/VerifyReceiptPage',
    ns: ['receipts'],
    seo: { key: 'verifyReceipt', noindex: true },
  },

  {
    path: '/charity-registration',
    page: 'charities/CharityRegistrationPage',
    ns: ['charities'],
    seo: { key: 'charityRegistration', sitemap: true },
    nav: [
      { area: 'signedOut', label: 'nav:charityRegistration', order: 20 },
      { area: 'footer', label: 'footer.charityInfo', order: 20 },
    ],
  },
  {
    path: '/dealer-registration',
    page: 'dealers/DealerRegistrationPage',
    ns: ['dealers', 'domain'],
    seo: { key: 'dealerRegistration', sitemap: true },
    nav: [
      { area: 'signedOut', label: 'nav:dealerRegistration', order: 30 },
      { area: 'footer', label: 'footer.dealerRegistration', order: 30 },
    ],
  },
  // The one-time link an approved charity receives: nothing for a search engine.
  {
    path: '/set-password',
    page: 'charities/SetPasswordPage',
    ns: ['charities'],
    seo: { key: 'setPassword', noindex: true },
  },
  // Admin-built forms, one per language with its own address and hreflang pair (issue 15).
  {
    path: '/forms/:slug',
    page: 'forms/PublicFormPage',
    ns: ['forms'],
    seo: { key: 'form' },
    data: 'publicForm',
  },

  // Signed-in areas: landing pages until each area's own pages replace them.
  {
    path: '/donation-tracking',
    page: 'donations/desk/StaffTrackingPage',
    seo: { key: 'staffDashboard' },
    nav: [{ area: 'account', label: 'nav:staffDashboard', order: 50 }],
  },
  {
    path: '/enhanced-donation-tracking',
    page: 'donations/desk/StaffTrackingPage',
    seo: { key: 'staffDashboard' },
  },
  {
    path: '/dealer-bidding',
    page: 'auctions/bidding/DealerBiddingPage',
    ns: ['auctions', 'domain'],
    seo: { key: 'dealerBidding' },
    nav: [{ area: 'account', label: 'nav:vehicleAuctions', order: 20 }],
  },
  {
    path: '/charity-management',
    page: 'charity-management/CharityManagementPage',
    ns: ['charities', 'domain', 'money'],
    seo: { key: 'charityManagement' },
    nav: [{ area: 'account', label: 'nav:charityManagement', order: 30 }],
  },

  // The assistant's full page (the floating widget is on every other public page).
  {
    path: '/chat',
    page: 'chat/ChatPage',
    ns: ['chat'],
    seo: { key: 'chat', sitemap: true },
    nav: [{ area: 'footer', label: 'nav:liveChat', order: 5 }],
  },

  // Two-factor sign-in for staff and admins (an admin who must enrol is sent here first).
  {
    path: '/account/security',
    page: 'account-security/AccountSecurityPage',
    policy: 'staff',
    ns: ['users'],
    seo: { key: 'accountSecurity' },
    nav: [{ area: 'account', label: 'nav:accountSecurity', order: 60 }],
  },

  // The admin area: every page inside the admin shell (client/app/layout/AdminLayout.tsx). The sidebar
  // lists back-office.md's entries and links each once its route exists; `nav: admin` adds another.
  {
    path: '/admin',
    page: 'admin-dashboard/AdminDashboardPage',
    ns: ['dashboard', 'analytics', 'domain'],
    seo: { key: 'admin' },
    nav: [{ area: 'account', label: 'nav:adminDashboard', order: 40 }],
  },
  {
    path: '/admin/donations',
    page: 'donations/admin/AdminDonationsPage',
    seo: { key: 'admin' },
  },
  {
    path: '/admin/outbox',
    page: 'admin-outbox/AdminOutboxPage',
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.outbox', order: 120 }],
  },
  {
    path: '/admin/kept-copies',
    page: 'admin-kept-copies/AdminKeptCopiesPage',
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.keptCopies', order: 185 }],
  },
  {
    path: '/admin/privacy-requests',
    page: 'admin-privacy/AdminPrivacyPage',
    ns: ['privacy'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.privacyRequests', order: 125 }],
  },
  {
    path: '/admin/settings',
    page: 'admin-settings/AdminSettingsPage',
    ns: ['settings'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/colors',
    page: 'admin-colors/AdminColorsPage',
    ns: ['themes'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/charities',
    page: 'admin-charities/AdminCharitiesPage',
    ns: ['charities'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/payouts',
    page: 'admin-payouts/AdminPayoutsPage',
    ns: ['money', 'settings'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.payouts', order: 45 }],
  },
  {
    path: '/admin/auctions',
    page: 'auctions/admin/AdminAuctionsPage',
    ns: ['auctions', 'domain', 'money'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/users',
    page: 'admin-users/AdminUsersPage',
    ns: ['users'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/dealers',
    page: 'admin-dealers/AdminDealersPage',
    ns: ['dealers', 'domain'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/api',
    page: 'admin-api/AdminApiPage',
    ns: ['apiReference'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.apiReference', order: 190 }],
  },
  {
    path: '/admin/media',
    page: 'admin-media/AdminMediaPage',
    ns: ['media'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.media', order: 105 }],
  },
  {
    path: '/admin/analytics',
    page: 'admin-analytics/AdminAnalyticsPage',
    ns: ['analytics', 'dashboard', 'domain'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/audit',
    page: 'admin-audit/AdminAuditPage',
    ns: ['analytics'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.audit', order: 130 }],
  },
  {
    path: '/admin/chat',
    page: 'admin-chat/AdminChatPage',
    ns: ['chat'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.chat', order: 15 }],
  },
  {
    path: '/admin/chat-history',
    page: 'admin-chat/AdminChatHistoryPage',
    ns: ['chat'],
    seo: { key: 'admin' },
  },
  // Forms (issue 15): the list, the builder (also at /form-builder, admin only) and the responses.
  {
    path: '/admin/forms',
    page: 'admin-forms/AdminFormsPage',
    ns: ['forms'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.forms', order: 105 }],
  },
  { path: '/admin/forms/new', page: 'admin-forms/FormBuilderPage', ns: ['forms'], seo: { key: 'admin' } },
  {
    path: '/admin/forms/:id/edit',
    page: 'admin-forms/FormBuilderPage',
    ns: ['forms'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/forms/:id/submissions',
    page: 'admin-forms/FormSubmissionsPage',
    ns: ['forms'],
    seo: { key: 'admin' },
  },
  { path: '/form-builder', page: 'admin-forms/FormBuilderPage', ns: ['forms'], seo: { key: 'admin' } },
  // The blog's back office: admins and editors (staff) write content.
  {
    path: '/admin/posts',
    page: 'admin-posts/AdminPostsPage',
    policy: 'staff',
    ns: ['blog'],
    seo: { key: 'admin' },
    // Editors reach the blog from their account menu too: the admin dashboard is not theirs.
    nav: [
      { area: 'admin', label: 'admin:nav.posts', order: 100 },
      { area: 'account', label: 'nav:blogPosts', order: 55 },
    ],
  },
  {
    path: '/admin/posts/new',
    page: 'admin-posts/AdminPostEditorPage',
    policy: 'staff',
    ns: ['blog'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/posts/:id/edit',
    page: 'admin-posts/AdminPostEditorPage',
    policy: 'staff',
    ns: ['blog'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/categories',
    page: 'admin-categories/AdminCategoriesPage',
    policy: 'staff',
    ns: ['blog'],
    seo: { key: 'admin' },
    nav: [{ area: 'admin', label: 'admin:nav.categories', order: 105 }],
  },
  {
    path: '/admin/pages',
    page: 'admin-pages/AdminPagesPage',
    ns: ['pages'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/pages/new',
    page: 'admin-pages/AdminPageEditorPage',
    ns: ['pages', 'media'],
    seo: { key: 'admin' },
  },
  {
    path: '/admin/pages/:id/edit',
    page: 'admin-pages/AdminPageEditorPage',
    ns: ['pages', 'media'],
    seo: { key: 'admin' },
  },
  // Anything else, an unknown /admin address too: the 404 page (the server answers 404 with noindex).
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
