import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, ValidationFailure } from '../../platform/errors';

/**
 * One-time set-password links: for accounts an administrator creates (charities, dealers; the
 * messages keep their `charities:invite.*` keys), and the short-lived links of a forgotten password
 * (features/auth/password-reset.service.ts, decision 028). Each kind has its own identifier prefix,
 * so a link of one kind never works on the other's page.
 */

/** A set-password link works for 72 hours, once. */
export const INVITE_HOURS = 72;
export type LinkKind = 'set-password' | 'reset-password';

/** Only the token's hash is stored: a database read does not hand out working links. */
export const identifierOf = (token: string, kind: LinkKind = 'set-password') =>
  `${kind}:${createHash('sha256').update(token).digest('hex')}`;

/** Creates a one-time token for the user, on the caller's transaction (a set-password link by default). */
export async function createInvite(
  tx: DbOrTx,
  userId: string,
  now = new Date(),
  link: { kind: LinkKind; minutes: number } = { kind: 'set-password', minutes: INVITE_HOURS * 60 },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + link.minutes * 60_000);
  await tx
    .insert(verifications)
    .values({ id: randomUUID(), identifier: identifierOf(token, link.kind), value: userId, expiresAt });
  return { token, expiresAt };
}

export const setPasswordPath = (token: string) => `/set-password?token=${encodeURIComponent(token)}`;

export async function limitInviteAttempts(ctx: AppContext, ip: string): Promise<void> {
  const state = await ctx.rateLimiter.hit(`set-password:ip:${ip}`, 20, 3600);
  if (!state.allowed)
    throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: state.retryAfterSeconds });
}

const INVALID: Record<LinkKind, string> = {
  'set-password': 'charities:invite.invalid',
  'reset-password': 'auth:reset.invalid',
};
const invalid = (kind: LinkKind = 'set-password') =>
  new AppError('VALIDATION', INVALID[kind], {}, { token: INVALID[kind] });

/** Whether a link still works, and for which username (shown on the page); it is not used up. */
export async function checkInvite(ctx: AppContext, token: string, kind: LinkKind = 'set-password') {
  const [row] = await ctx.db
    .select({ username: users.displayUsername, expiresAt: verifications.expiresAt })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(
      and(eq(verifications.identifier, identifierOf(token, kind)), gt(verifications.expiresAt, new Date())),
    );
  if (!row) throw invalid(kind);
  return { username: row.username ?? '', expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the password and uses the link up, in one transaction: the token row is deleted with
 * RETURNING, so of two simultaneous uses exactly one finds it. Other sessions of the user end.
 */
export async function useInvite(
  ctx: AppContext,
  opts: { token: string; password: string; kind?: LinkKind; ip?: string },
) {
  const kind = opts.kind ?? 'set-password';
  const minimum = await ctx.settings.number('security', 'passwordMinLength');
  if (opts.password.length < minimum)
    // A failure like a schema's, so the message carries the minimum ("at least 8 characters").
    throw new ValidationFailure([
      { path: ['password'], message: 'charities:invite.passwordTooShort', minimum } as never,
    ]);
  const hash = await hashPassword(opts.password);
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verifications)
      .where(
        and(
          eq(verifications.identifier, identifierOf(opts.token, kind)),
          gt(verifications.expiresAt, new Date()),
        ),
      )
      .returning({ userId: verifications.value });
    if (!used) throw invalid(kind);
    const [user] = await tx
      .select({ username: users.displayUsername })
      .from(users)
      .where(eq(users.id, used.userId));
    if (!user) throw invalid(kind);
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, used.userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await audit(tx, {
      actor: null,
      action: kind === 'reset-password' ? 'auth.password_reset' : 'auth.password_set',
      entityType: 'user',
      entityId: used.userId,
      details: { username: user.username ?? '', sessionsEnded: true },
      ip: opts.ip,
    });
    return { username: user.username ?? '' };
  });
}
