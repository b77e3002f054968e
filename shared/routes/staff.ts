import type { SiteRoute } from './types';

/** Staff pages outside the admin shell: donation tracking and two-factor sign-in. */
export const STAFF_ROUTES: SiteRoute[] = [
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

  // Two-factor sign-in for staff and admins (an admin who must enrol is sent here first).
  {
    path: '/account/security',
    page: 'auth/account/AccountSecurityPage',
    policy: 'staff',
    ns: ['users'],
    seo: { key: 'accountSecurity' },
    nav: [{ area: 'account', label: 'nav:accountSecurity', order: 60 }],
  },
];
