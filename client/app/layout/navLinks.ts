import { allows, clientRoutePolicy, type Role } from '@shared/permissions';

export interface NavItem {
  to: string;
  /** i18n key */
  label: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
}

/** The main navigation, in header and drawer. `/#...` items are anchors of the home page and footer. */
export const MAIN_LINKS: NavItem[] = [
  { to: '/', label: 'nav:home', end: true },
  { to: '/unified-donation', label: 'nav:donate' },
  { to: '/vehicle-valuation', label: 'nav:valuation' },
  { to: '/blog', label: 'nav:blog' },
  { to: '/donor-portal', label: 'nav:track' },
  { to: '/#why-donate', label: 'nav:about' },
  { to: '/#contact', label: 'nav:contact' },
];

/** What a signed-out visitor is offered besides the main navigation. */
export const SIGNED_OUT_LINKS: NavItem[] = [
  { to: '/login', label: 'nav:login' },
  { to: '/charity-registration', label: 'nav:charityRegistration' },
  { to: '/dealer-registration', label: 'nav:dealerRegistration' },
];

const ACCOUNT_LINKS: NavItem[] = [
  { to: '/donor-portal', label: 'nav:trackYourDonation' },
  { to: '/dealer-bidding', label: 'nav:vehicleAuctions' },
  { to: '/charity-management', label: 'nav:charityManagement' },
  { to: '/admin', label: 'nav:adminDashboard' },
  { to: '/donation-tracking', label: 'nav:staffDashboard' },
];

/** Account links the role may open, read from the same permissions table the guard uses. */
export function accountLinks(role: Role): NavItem[] {
  return ACCOUNT_LINKS.filter((link) => allows(clientRoutePolicy(link.to), role));
}
