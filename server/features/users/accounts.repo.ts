import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import type { Locale } from '@shared/i18n/language';

/**
 * Account switches other features use when they approve, revoke or deactivate the record an account
 * is linked to (a dealer, a charity).
 */

/** Bans or unbans an account; a ban ends its sessions at once (the next request is signed out). */
export async function setAccountBanned(
  db: DbOrTx,
  userId: string,
  banned: boolean,
  reason: string | null = null,
) {
  await db
    .update(users)
    .set({ banned, banReason: banned ? reason : null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (banned) await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function accountExists(
  db: DbOrTx,
  where: { email: string; username: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, where.email), eq(users.username, where.username)));
  return row !== undefined;
}

/** Where notices for the administrators go: every admin account that is not banned. */
export async function adminRecipients(db: DbOrTx): Promise<{ email: string; locale: Locale }[]> {
  const rows = await db
    .select({ email: users.email, locale: users.locale, banned: users.banned })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows
    .filter((r) => !r.banned)
    .map((r) => ({ email: r.email, locale: r.locale === 'fr' ? 'fr' : 'en' }));
}
