import { allows, type Role } from '@shared/permissions';
import { navItems, type NavLinkItem } from '@shared/routes';

/** A link of the header, drawer, footer or account menu; every one comes from the route list (shared/routes.ts). */
export type NavItem = NavLinkItem;

/** The main navigation, in header and drawer. `/#...` items are sections of the home page and footer. */
export const MAIN_LINKS: NavItem[] = navItems('main');

/** What a signed-out visitor is offered besides the main navigation (sign-in, registrations). */
export const SIGNED_OUT_LINKS: NavItem[] = navItems('signedOut');

/** The registrations among them, shown beside the language switch on wide screens. */
export const REGISTRATION_LINKS: NavItem[] = SIGNED_OUT_LINKS.filter((link) => link.to !== '/login');

/** The footer's links. */
export const FOOTER_LINKS: NavItem[] = navItems('footer');

/** Account links the role may open, read from the same permissions the guard uses. */
export function accountLinks(role: Role): NavItem[] {
  return navItems('account').filter((link) => allows(link.policy, role));
}
