import type { Role } from '@shared/permissions';

/** Each role's own area: staff, admins, dealers and charities go straight there after signing in. */
export const ROLE_AREAS: Partial<Record<Role, string>> = {
  admin: '/admin',
  editor: '/donation-tracking',
  dealer: '/dealer-bidding',
  charity: '/charity-management',
};

/** The two-factor enrolment page in the account area. */
export const ACCOUNT_SECURITY_PATH = '/account/security';

/**
 * Where to go after signing in: the guarded page that sent the user to the sign-in screen, else the
 * role's area, else home.
 */
export function landingPath(role: Role, state: unknown, mustEnrolTwoFactor = false): string {
  // An admin who must set up two-factor sign-in does that before anything else.
  if (mustEnrolTwoFactor) return ACCOUNT_SECURITY_PATH;
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login')
    return from;
  return ROLE_AREAS[role] ?? '/';
}
