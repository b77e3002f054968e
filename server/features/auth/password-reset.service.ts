import { and, eq, like, or } from 'drizzle-orm';
import { users, verifications } from '../../db/schema/auth';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { refuseWhenLimited } from '../../platform/rate-limit/rate-limit-route';
import { siteUrl } from '../charities/charity-emails';
import { checkInvite, createInvite, limitInviteAttempts, useInvite } from '../users/invite.service';

/**
 * A forgotten password (decision 028): a one-time link by e-mail to the account's address, working
 * for RESET_MINUTES, the same one-time token mechanism as the set-password link of a new account
 * (only its hash is stored; it is used up by a DELETE … RETURNING; the new password ends every
 * session of the account).
 */
export const RESET_MINUTES = 60;
/** Links sent to one account in an hour; more asks are answered alike and send nothing. */
const PER_ACCOUNT_PER_HOUR = 3;
/** Asks from one address in an hour (429 past it: says nothing about any account). */
const PER_IP_PER_HOUR = 10;

export const resetPasswordPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Sends a reset link to the account named by its username or its e-mail address, if there is one and
 * it is open. The answer is the same in every case, so the form tells nobody whether an account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  opts: { identifier: string; locale: Locale; ip: string },
): Promise<void> {
  refuseWhenLimited(await ctx.rateLimiter.hit(`password-reset:ip:${opts.ip}`, PER_IP_PER_HOUR, 3600));
  const identifier = opts.identifier.trim().toLowerCase();
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      username: users.displayUsername,
      firstName: users.firstName,
      banned: users.banned,
    })
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.email, identifier)))
    .limit(1);
  if (!user || user.banned) return;
  const perAccount = await ctx.rateLimiter.hit(`password-reset:user:${user.id}`, PER_ACCOUNT_PER_HOUR, 3600);
  if (!perAccount.allowed) return;

  const company = String(await ctx.settings.get('business', 'companyName'));
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works: an older one left in a mailbox is worth nothing.
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));
    const link = await createInvite(tx, user.id, new Date(), {
      kind: 'reset-password',
      minutes: RESET_MINUTES,
    });
    const url = siteUrl(ctx, resetPasswordPath(link.token));
    const t = (k: string) =>
      translate(opts.locale, `auth:reset.email.${k}`, {
        name: user.firstName || user.username,
        username: user.username,
        company,
        minutes: RESET_MINUTES,
      });
    await queueEmail(tx, {
      to: user.email,
      locale: opts.locale,
      template: 'password-reset',
      subject: t('subject'),
      text: [
        t('greeting'),
        '',
        t('body'),
        '',
        url,
        '',
        t('expiry'),
        '',
        t('notYou'),
        '',
        t('signature'),
      ].join('\n'),
    });
    await audit(tx, {
      actor: null,
      action: 'auth.password_reset_requested',
      entityType: 'user',
      entityId: user.id,
      details: { username: user.username, expiresAt: link.expiresAt.toISOString() },
      ip: opts.ip,
    });
  });
}

export async function checkResetLink(ctx: AppContext, opts: { token: string; ip: string }) {
  await limitInviteAttempts(ctx, opts.ip);
  return checkInvite(ctx, opts.token, 'reset-password');
}

export async function resetPassword(ctx: AppContext, opts: { token: string; password: string; ip: string }) {
  await limitInviteAttempts(ctx, opts.ip);
  return useInvite(ctx, { ...opts, kind: 'reset-password' });
}
