import type { Role } from '@shared/permissions';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, verifications } from '../../db/schema/auth';
import { audit } from '../audit';

/** better-auth endpoints that end a sign-in step: the password, then (for staff with TOTP) the code. */
export const SIGN_IN_PATHS = new Set([
  '/sign-in/username',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** better-auth's refusal code when a closed (banned) account would get a session (platform/session/auth.ts). */
export const ACCOUNT_CLOSED = 'ACCOUNT_CLOSED';

const TWO_FACTOR_CHALLENGE = /(?:^|;\s*)(?:__Secure-)?vdc\.two_factor=([^;]*)/;

/**
 * The account a pending two-factor challenge belongs to, for naming a wrong code: the challenge
 * cookie holds `<identifier>.<signature>` and the verification row of that identifier the user id.
 */
async function challengedUsername(db: DbOrTx, cookie: string | null | undefined): Promise<string | null> {
  const raw = TWO_FACTOR_CHALLENGE.exec(cookie ?? '')?.[1];
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const identifier = value.slice(0, value.lastIndexOf('.'));
  if (!/^2fa-[\w-]{1,64}$/.test(identifier)) return null;
  const [row] = await db
    .select({ username: users.username })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, identifier));
  return row?.username ?? null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().slice(0, 100) : null);

/**
 * Audits one sign-in step from better-auth's after-hook (platform/session/auth.ts): a failure (with the
 * username tried and better-auth's reason code), a password accepted that still needs the second
 * factor, a closed account refused, or a completed sign-in as its user. Called within the request,
 * so the entry carries the request's address.
 */
export async function auditSignIn(
  db: DbOrTx,
  step: {
    path: string;
    body: unknown;
    returned: unknown;
    sessionUser?: Record<string, unknown> | null;
    /** The request's Cookie header: a code is a sign-in step only with the two-factor challenge cookie. */
    cookie?: string | null;
  },
): Promise<void> {
  const { path, body, returned } = step;
  const kind = path === '/sign-in/username' ? 'password' : 'second_factor';
  // The same code check confirms an enrolment (signed in, no challenge cookie): not a sign-in.
  if (path !== '/sign-in/username' && !TWO_FACTOR_CHALLENGE.test(step.cookie ?? '')) return;
  const username =
    kind === 'password'
      ? text((body as Record<string, unknown> | undefined)?.username)
      : returned instanceof Error
        ? await challengedUsername(db, step.cookie)
        : null;
  if (returned instanceof Error && 'statusCode' in returned) {
    const code = (returned as { body?: { code?: unknown } }).body?.code;
    if (code === ACCOUNT_CLOSED) {
      // The right password (and code) for a closed account: the visitor is told nothing more.
      await audit(db, {
        actor: null,
        action: 'auth.sign_in_refused',
        entityType: 'user',
        details: { username, step: kind, reason: 'account_closed' },
      });
      return;
    }
    await audit(db, {
      actor: null,
      action: 'auth.sign_in_failed',
      entityType: 'user',
      details: { username, step: kind, reason: typeof code === 'string' ? code : null },
    });
    return;
  }
  const r = returned as { twoFactorRedirect?: boolean; user?: Record<string, unknown> } | null | undefined;
  const u = step.sessionUser ?? r?.user;
  // better-auth runs this hook before the two-factor plugin turns the answer into a code request.
  if (r?.twoFactorRedirect || (kind === 'password' && u?.twoFactorEnabled)) {
    await audit(db, {
      actor: null,
      action: 'auth.sign_in_second_factor',
      entityType: 'user',
      details: { username },
    });
    return;
  }
  if (!u || u.id == null) return;
  const actor = {
    id: String(u.id),
    username: String(u.username ?? u.email ?? ''),
    role: String(u.role ?? 'user') as Role,
    email: String(u.email ?? ''),
    firstName: null,
    lastName: null,
    sessionId: '',
  };
  await audit(db, {
    actor,
    action: u.banned ? 'auth.sign_in_refused' : 'auth.sign_in',
    entityType: 'user',
    entityId: actor.id,
    details: { step: kind, role: actor.role, ...(u.banned ? { reason: 'account_closed' } : {}) },
  });
}
