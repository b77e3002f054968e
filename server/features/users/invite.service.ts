import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { AppError, ValidationFailure } from '../../platform/errors';

/**
 * One-time set-password links for accounts an administrator creates (charities, dealers); the
 * messages keep their `charities:invite.*` keys.
 */

/** A set-password link works for 72 hours, once. */
export const INVITE_HOURS = 72;
const PREFIX = 'set-password:';

/** Only the token's hash is stored: a database read does not hand out working links. */
const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;

/** Creates a one-time set-password token for the user, on the caller's transaction. */
export async function createInvite(tx: DbOrTx, userId: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_HOURS * 3600_000);
  await tx
    .insert(verifications)
    .values({ id: randomUUID(), identifier: identifierOf(token), value: userId, expiresAt });
  return { token, expiresAt };
}

export const setPasswordPath = (token: string) => `/set-password?token=${encodeURIComponent(token)}`;

export async function limitInviteAttempts(ctx: AppContext, ip: string): Promise<void> {
  const state = await ctx.rateLimiter.hit(`set-password:ip:${ip}`, 20, 3600);
  if (!state.allowed)
    throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: state.retryAfterSeconds });
}

const invalid = () =>
  new AppError('VALIDATION', 'charities:invite.invalid', {}, { token: 'charities:invite.invalid' });

/** Whether a link still works, and for which username (shown on the page); it is not used up. */
export async function checkInvite(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ username: users.displayUsername, expiresAt: verifications.expiresAt })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, new Date())));
  if (!row) throw invalid();
  return { username: row.username ?? '', expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the password and uses the link up, in one transaction: the token row is deleted with
 * RETURNING, so of two simultaneous uses exactly one finds it. Other sessions of the user end.
 */
export async function useInvite(ctx: AppContext, opts: { token: string; password: string }) {
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
        and(eq(verifications.identifier, identifierOf(opts.token)), gt(verifications.expiresAt, new Date())),
      )
      .returning({ userId: verifications.value });
    if (!used) throw invalid();
    const [user] = await tx
      .select({ username: users.displayUsername })
      .from(users)
      .where(eq(users.id, used.userId));
    if (!user) throw invalid();
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, used.userId), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return { username: user.username ?? '' };
  });
}
