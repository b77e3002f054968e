/**
 * The one permissions table. The server enforces it on every API route (each route declares its
 * policy where it is registered and a start-up check compares it with this table); the client reads
 * it only to hide what a user cannot use and to show the guard's message.
 */
export const ROLES = ['admin', 'editor', 'dealer', 'charity', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Named policies. `public` needs nothing; every other policy needs a signed-in user with one of the roles. */
export const POLICIES = {
  public: null,
  signedIn: ROLES,
  admin: ['admin'],
  /** Admins and editors: the donation desk, content and the charity back office. */
  staff: ['admin', 'editor'],
  dealer: ['dealer', 'admin'],
  charity: ['charity', 'admin', 'editor'],
} as const satisfies Record<string, readonly Role[] | null>;
export type Policy = keyof typeof POLICIES;

export function allows(policy: Policy, role: Role | null | undefined): boolean {
  const roles = POLICIES[policy];
  if (roles === null) return true;
  return role != null && (roles as readonly Role[]).includes(role);
}

/** Who is staff, everywhere (routes, record rules, the status machine, the client): the `staff` policy's roles. */
export const isStaff = (role: Role | null | undefined): boolean => allows('staff', role);

/** Client routes that need more than `public`. Paths use the router's `:param` syntax. */
export const CLIENT_ROUTES: Record<string, Policy> = {
  '/donation-tracking': 'staff',
  '/enhanced-donation-tracking': 'staff',
  '/charity-management': 'charity',
  '/dealer-bidding': 'dealer',
  '/form-builder': 'admin',
  '/admin': 'admin',
  '/admin/*': 'admin',
  // the blog's back office: editors write too
  '/admin/posts': 'staff',
  '/admin/posts/new': 'staff',
  '/admin/posts/:id/edit': 'staff',
  '/admin/categories': 'staff',
};

export function clientRoutePolicy(pathname: string): Policy {
  if (CLIENT_ROUTES[pathname]) return CLIENT_ROUTES[pathname];
  if (pathname.startsWith('/admin/')) return 'admin';
  return 'public';
}

/**
 * Every API route, keyed `METHOD /path` in Fastify's syntax. A registered route missing here, or
 * declaring another policy, stops the server at start-up; so does an entry here with no registered
 * route (add the line with the route, not before).
 */
export const API_ROUTES: Record<string, Policy> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/metrics': 'public',
  'GET /api/openapi.json': 'public',
  // auth
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/user': 'signedIn',
  'POST /api/auth/two-factor': 'public',
  'POST /api/auth/password-reset/request': 'public',
  'POST /api/auth/password-reset/check': 'public',
  'POST /api/auth/password-reset': 'public',
  'GET /api/account/two-factor': 'staff',
  'POST /api/account/two-factor/enrol': 'staff',
  'POST /api/account/two-factor/verify': 'staff',
  // users (admin screen)
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PATCH /api/users/:id': 'admin',
  'DELETE /api/users/:id': 'admin',
  'POST /api/users/:id/two-factor/reset': 'admin',
  // settings
  'GET /api/settings/public/all': 'public',
  'GET /api/settings': 'admin',
  'POST /api/settings': 'admin',
  'GET /api/admin/integrations': 'admin',
  'POST /api/admin/integrations/test-email': 'admin',
  'POST /api/admin/integrations/test-ai': 'admin',
  'GET /api/admin/system': 'admin',
  // colour themes (the active one is read by every page)
  'GET /api/color-themes/active': 'public',
  'GET /api/color-themes': 'admin',
  'POST /api/color-themes': 'admin',
  'PATCH /api/color-themes/:id': 'admin',
  'POST /api/color-themes/:id/activate': 'admin',
  // vehicles and donations (donor side)
  'POST /api/vehicles/valuation': 'public',
  'POST /api/vehicles/valuation/report': 'public',
  'GET /api/vehicles/catalogue': 'public',
  'GET /api/charities/choices': 'public',
  'POST /api/donations': 'public',
  'GET /api/donor-portal/:code': 'public',
  'GET /api/donor-portal/:code/receipt': 'public',
  'POST /api/donor-portal/email/challenge': 'public',
  'POST /api/donor-portal/email/verify': 'public',
  'GET /api/donations/email/:email': 'public',
  'GET /api/donations/email/:email/:id/receipt': 'public',
  // privacy rights (issue 19): the donor's export and requests need the e-mail proof
  'GET /api/donations/email/:email/export': 'public',
  'POST /api/privacy-requests': 'public',
  'GET /api/admin/privacy-requests': 'admin',
  'POST /api/admin/privacy-requests': 'admin',
  'PATCH /api/admin/privacy-requests/:id': 'admin',
  'GET /api/admin/privacy-requests/:id/export': 'admin',
  // staff donation operations
  'GET /api/donations': 'staff',
  'GET /api/donations/:id': 'staff',
  'PATCH /api/donations/:id/status': 'staff',
  'PATCH /api/donations/:id/details': 'staff',
  'GET /api/donations/:id/history': 'staff',
  // photos of the vehicle: staff add and remove; dealers see those of vehicles up for auction (service check)
  'GET /api/donations/:id/photos': 'staff',
  'POST /api/donations/:id/photos': 'staff',
  'DELETE /api/donations/:id/photos/:photoId': 'staff',
  'GET /api/donation-photos/:photoId': 'signedIn',
  'GET /api/donations/:id/status-history': 'staff',
  'GET /api/donations/:id/notifications': 'staff',
  'GET /api/donations/:id/communications': 'staff',
  'POST /api/donations/:id/communications': 'staff',
  'POST /api/donations/:id/generate-receipt': 'staff',
  'POST /api/donations/:id/replace-receipt': 'staff',
  'GET /api/donations/:id/receipts': 'staff',
  'GET /api/receipts/:number/pdf': 'staff',
  'GET /api/receipts/download/:token': 'public',
  'GET /api/receipts/verify/:number': 'public',
  // dealers: public registration, admin review
  'POST /api/dealers': 'public',
  'GET /api/dealers': 'admin',
  'PATCH /api/dealers/:dealerId/status': 'admin',
  // auctions and bids (dealers bid as themselves; admins look and manage)
  'GET /api/auctions': 'dealer',
  'GET /api/auctions/:id/bids': 'dealer',
  'POST /api/bids': 'dealer',
  'GET /api/admin/auctions/eligible-donations': 'admin',
  'POST /api/auctions': 'admin',
  'PATCH /api/auctions/:id/start': 'admin',
  'PATCH /api/auctions/:id/end': 'admin',
  'PATCH /api/auctions/:id/scrap': 'admin',
  // the assistant: visitors own their sessions by a server-issued token (DECISIONS §8)
  'POST /api/chat/sessions': 'public',
  'GET /api/chat/sessions': 'public',
  'GET /api/chat/sessions/:id': 'public',
  'GET /api/chat/sessions/:id/messages': 'public',
  'POST /api/chat/sessions/:id/messages': 'public',
  'DELETE /api/chat/sessions/:id': 'public',
  'POST /api/chat/simple/sessions': 'public',
  'GET /api/chat/simple/:sessionId/messages': 'public',
  'POST /api/chat/simple/:sessionId/messages': 'public',
  'GET /api/chat/config': 'admin',
  'PUT /api/chat/system-prompt': 'admin',
  'PUT /api/chat/business-info': 'admin',
  'POST /api/chat/test': 'admin',
  'GET /api/admin/chat/sessions': 'admin',
  'GET /api/admin/chat/sessions/:sessionId/messages': 'admin',
  // outbox and audit
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/outbox/:id': 'admin',
  'GET /api/admin/outbox/:id/attachments/:fileId': 'admin',
  'GET /api/admin/audit': 'admin',
  // dashboard and analytics (every figure computed from the data)
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/analytics/export/:dataset': 'admin',
  // background jobs
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/:id/retry': 'admin',
  'GET /api/admin/kept-copies': 'admin',
  // content
  'GET /api/pages/slug/:slug': 'public',
  'GET /api/pages': 'admin',
  'GET /api/pages/:id': 'admin',
  'POST /api/pages': 'admin',
  'PATCH /api/pages/:id': 'admin',
  // media library (staff) and its files (public, immutable); image search for the pickers
  'GET /api/admin/media': 'staff',
  'POST /api/admin/media': 'staff',
  'PATCH /api/admin/media/:id': 'staff',
  'DELETE /api/admin/media/:id': 'staff',
  'GET /api/media/files/:name': 'public',
  'GET /api/images/search': 'staff',
  // AI post writer: a streamed draft for the editor, never saved by it
  'GET /api/ai/status': 'staff',
  'POST /api/ai/generate-post': 'staff',
  // blog: visitors read published posts; staff (admins and editors) write posts, categories and tags
  'GET /api/posts': 'public',
  'GET /api/posts/slug/:slug': 'public',
  'POST /api/posts/:id/view': 'public',
  'GET /api/admin/posts': 'staff',
  'GET /api/posts/:id': 'staff',
  'POST /api/posts': 'staff',
  'PATCH /api/posts/:id': 'staff',
  'GET /api/categories': 'public',
  'POST /api/categories': 'staff',
  'PATCH /api/categories/:id': 'staff',
  'DELETE /api/categories/:id': 'staff',
  'GET /api/tags': 'public',
  'POST /api/tags': 'staff',
  // admin-built forms: admins build them and read the answers (visitors' personal data); visitors read an active form and answer it
  'GET /api/forms': 'admin',
  'GET /api/forms/:id': 'admin',
  'POST /api/forms': 'admin',
  'PUT /api/forms/:id': 'admin',
  'PATCH /api/forms/:id': 'admin',
  'DELETE /api/forms/:id': 'admin',
  'GET /api/forms/slug/:slug': 'public',
  'POST /api/forms/:id/submit': 'public',
  'GET /api/forms/:id/submissions': 'admin',
  'GET /api/forms/:id/submissions/:submissionId': 'admin',
  'GET /api/forms/:id/submissions/export': 'admin',
  'GET /api/forms/:id/stats': 'admin',
  // charities: registry checks and self-registration (public), the invitation link
  'POST /api/charities/verify': 'public',
  'POST /api/charities/verify-detailed': 'public',
  'GET /api/charities/:regNumber/verify': 'public',
  'POST /api/charities': 'public',
  'POST /api/set-password/check': 'public',
  'POST /api/set-password': 'public',
  // charities: the admin's list and actions
  'GET /api/charities': 'admin',
  'POST /api/admin/charities': 'admin',
  'PATCH /api/charities/:id/status': 'admin',
  'POST /api/admin/charities/:id/approve': 'admin',
  'POST /api/admin/charities/:id/reject': 'admin',
  'GET /api/admin/registry/imports': 'admin',
  'GET /api/admin/registry/imports/:id': 'admin',
  'POST /api/admin/registry/imports': 'admin',
  // charity management (a charity account reaches only its own charity: record rules charity.*)
  'GET /api/charities/mine': 'charity',
  'GET /api/charities/:regNumber/profile': 'charity',
  'PUT /api/charities/:id': 'charity',
  'GET /api/charities/:regNumber/metrics': 'charity',
  'GET /api/charities/:regNumber/enhanced': 'charity',
  'POST /api/charities/validate-eligibility': 'charity',
  'POST /api/charities/validate-tax-receipt': 'charity',
  'POST /api/charities/:regNumber/sync': 'charity',
  'GET /api/charities/:regNumber/activity': 'charity',
  'PUT /api/charities/:regNumber/signature': 'charity',
  'GET /api/charities/:regNumber/signature': 'charity',
  // money (decision 020): a charity's settlements, payouts and statements (record rule charity.money)
  'GET /api/charities/:id/settlements': 'charity',
  'GET /api/charities/:id/payouts': 'charity',
  'GET /api/charities/:id/money-summary': 'charity',
  'GET /api/charities/:id/annual-summary.pdf': 'charity',
  'GET /api/charities/:id/annual-summary.csv': 'charity',
  'GET /api/payouts/:id/statement.pdf': 'charity',
  'GET /api/payouts/:id/statement.csv': 'charity',
  'GET /api/admin/payouts': 'admin',
  'POST /api/admin/payouts/run': 'admin',
  'POST /api/admin/payouts/:id/paid': 'admin',
  'POST /api/admin/payouts/:id/void': 'admin',
  'POST /api/admin/fee-schedules': 'admin',
  'POST /api/admin/settlements/:id/corrections': 'admin',
  'GET /api/admin/exports/donations.csv': 'admin',
  'GET /api/admin/exports/receipts.csv': 'admin',
  'GET /api/admin/exports/payouts.csv': 'admin',
  // proof of recycling of a vehicle sold for scrap: staff record it; the donor (by code) and the charity read it
  'PUT /api/admin/donations/:id/recycling': 'admin',
  'POST /api/admin/donations/:id/recycling/scan': 'admin',
  'GET /api/donations/:id/recycling-scan': 'charity',
  'GET /api/donor-portal/:code/recycling-scan': 'public',
};
