import { isStaff as isStaffRole, type Role } from './permissions';

/**
 * Per-record permissions, expressed once. `shared/permissions.ts` says who may call a route; these rules
 * say which records the caller may touch through it (a charity user manages only its own charity, a
 * dealer bids only as itself, a donor reads only what its e-mail proof covers). Services call `can()`
 * after loading the record; the rules are pure, so the client may call them too to hide what is refused.
 *
 * To add a rule: a line in `RecordTypes` (the record's shape) and one in `RECORD_RULES`, and its cases
 * in record-access.test.ts (it fails for a rule without cases).
 */

/** Who is asking: the signed-in user (null when signed out). */
export interface Actor {
  userId: string;
  role: Role;
}

/** The part of each record a rule reads, by action. */
export interface RecordTypes {
  /** A charity's own profile and figures (`charities.userId` is the charity account that manages it). */
  'charity.read': { userId: string | null };
  'charity.update': { userId: string | null };
  /** A charity's money: settlements, payouts and their statements (decision 020). */
  'charity.money': { userId: string | null };
  /** The dealer profile a bid is placed as. */
  'bid.place': { userId: string; verificationStatus: string; isActive: boolean };
  /** A donation read by a donor without an account: only with a live proof of its e-mail address. */
  'donation.read-by-proof': { donationEmail: string; provenEmail: string | null };
}
export type RecordAction = keyof RecordTypes;

export interface RecordRule<R> {
  /** What the rule means, for people (docs, test names). */
  description: string;
  /**
   * API routes whose answer depends on this rule (`METHOD /path` as in API_ROUTES); the access test
   * calls each one as a caller who owns nothing and expects a refusal.
   */
  routes: readonly string[];
  check: (actor: Actor | null, record: R) => boolean;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const isStaff = (actor: Actor | null) => isStaffRole(actor?.role);
const ownsCharity = (actor: Actor | null, charity: { userId: string | null }) =>
  isStaff(actor) || (actor?.role === 'charity' && charity.userId !== null && charity.userId === actor.userId);

export const RECORD_RULES: { [A in RecordAction]: RecordRule<RecordTypes[A]> } = {
  'charity.read': {
    description: 'admins and editors read any charity; a charity account reads only the charity it manages',
    routes: [
      'GET /api/charities/:regNumber/profile',
      'GET /api/charities/:regNumber/metrics',
      'GET /api/charities/:regNumber/enhanced',
      'GET /api/charities/:regNumber/activity',
      'GET /api/charities/:regNumber/signature',
    ],
    check: ownsCharity,
  },
  'charity.update': {
    description:
      'admins and editors change any charity; a charity account changes only the charity it manages',
    routes: ['PUT /api/charities/:id', 'POST /api/charities/:regNumber/sync'],
    check: ownsCharity,
  },
  'charity.money': {
    description:
      "admins read any charity's settlements, payouts and statements; a charity account only its own; editors none",
    routes: [
      'GET /api/charities/:id/settlements',
      'GET /api/charities/:id/payouts',
      'GET /api/payouts/:id/statement.pdf',
      'GET /api/payouts/:id/statement.csv',
      'GET /api/charities/:id/money-summary',
      'GET /api/charities/:id/annual-summary.pdf',
      'GET /api/charities/:id/annual-summary.csv',
      'GET /api/donations/:id/recycling-scan',
    ],
    check: (actor, charity) =>
      actor?.role === 'admin' ||
      (actor?.role === 'charity' && charity.userId !== null && charity.userId === actor.userId),
  },
  'bid.place': {
    description: 'a dealer bids only as itself, and only once verified and while active',
    routes: [],
    check: (actor, dealer) =>
      actor?.role === 'dealer' &&
      dealer.userId === actor.userId &&
      dealer.verificationStatus === 'verified' &&
      dealer.isActive,
  },
  'donation.read-by-proof': {
    description: 'a donor reads only the donations whose e-mail address it has proven',
    routes: ['GET /api/donations/email/:email', 'GET /api/donations/email/:email/:id/receipt'],
    check: (_actor, r) => r.provenEmail !== null && sameEmail(r.donationEmail, r.provenEmail),
  },
};

/** True when `actor` may do `action` on `record`. */
export function can<A extends RecordAction>(actor: Actor | null, action: A, record: RecordTypes[A]): boolean {
  return (RECORD_RULES[action] as RecordRule<RecordTypes[A]>).check(actor, record);
}
