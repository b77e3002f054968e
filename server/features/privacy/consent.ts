import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { consentRecords } from '../../db/schema/privacy';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { NEWS_TEMPLATE_PREFIX, queueEmail } from '../../platform/mail';
import { byDonorEmail, normalEmail } from './donor-data';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

export type WithdrawalSource = 'portal' | 'unsubscribe-link' | 'one-click' | 'deletion' | 'admin';

/**
 * Withdraws consent to news e-mails for an address, at once: every donation's flag goes off and the
 * consent record keeps the wording and time of the grant beside the time and way of the withdrawal.
 * Returns how many grants were withdrawn (0: there was none, the refusal is still recorded).
 */
export async function withdrawNewsConsent(
  tx: DbOrTx,
  rawEmail: string,
  source: WithdrawalSource,
): Promise<number> {
  const email = normalEmail(rawEmail);
  const now = new Date();
  const granted = await tx
    .update(donations)
    .set({ newsConsent: false })
    .where(and(byDonorEmail(email), eq(donations.newsConsent, true)))
    .returning({ id: donations.id, wording: donations.newsConsentText, at: donations.newsConsentAt });
  const open = await tx
    .update(consentRecords)
    .set({ withdrawnAt: now, withdrawalSource: source })
    .where(
      and(
        eq(consentRecords.email, email),
        eq(consentRecords.purpose, 'news'),
        isNull(consentRecords.withdrawnAt),
      ),
    )
    .returning({ donationId: consentRecords.donationId });
  const recorded = new Set(open.map((r) => r.donationId));
  const fresh = granted.filter((g) => !recorded.has(g.id));
  if (fresh.length)
    await tx.insert(consentRecords).values(
      fresh.map((g) => ({
        email,
        purpose: 'news',
        wording: g.wording,
        source: 'donation-form',
        donationId: g.id,
        grantedAt: g.at,
        withdrawnAt: now,
        withdrawalSource: source,
      })),
    );
  if (!granted.length && !open.length)
    await tx.insert(consentRecords).values({
      email,
      purpose: 'news',
      source,
      withdrawnAt: now,
      withdrawalSource: source,
    });
  return Math.max(granted.length, open.length);
}

/** True when the address gave news consent after its latest withdrawal (CASL express consent). */
export async function hasNewsConsent(db: DbOrTx, rawEmail: string): Promise<boolean> {
  const email = normalEmail(rawEmail);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(donations)
    .where(
      and(
        byDonorEmail(email),
        eq(donations.newsConsent, true),
        sql`${donations.newsConsentAt} > coalesce((select max(${consentRecords.withdrawnAt}) from ${consentRecords}
              where ${consentRecords.email} = ${email} and ${consentRecords.purpose} = 'news'), '-infinity'::timestamptz)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The secret the unsubscribe links are signed with: the auth secret every app server shares. */
export function unsubscribeSecret(ctx: AppContext): string {
  const secret = (ctx.auth.options as { secret?: string }).secret ?? ctx.env.AUTH_SECRET;
  if (!secret) throw new Error('No secret to sign unsubscribe links');
  return secret;
}

/**
 * Queues a news (marketing) e-mail only to an address that consented, with its one-click unsubscribe
 * link in the text and (at delivery) the List-Unsubscribe headers. Returns the outbox id, or null when
 * the address has no consent (nothing is sent).
 */
export async function queueNewsEmail(
  ctx: AppContext,
  tx: DbOrTx,
  mail: { to: string; subject: string; text: string; locale: Locale; template: string },
): Promise<number | null> {
  if (!(await hasNewsConsent(tx, mail.to))) return null;
  const url = unsubscribeUrl(
    ctx.env.PUBLIC_URL,
    signUnsubscribeToken(unsubscribeSecret(ctx), { email: mail.to, purpose: 'news', locale: mail.locale }),
  );
  return queueEmail(tx, {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n\n${translate(mail.locale, 'privacy:email.unsubscribeLine', { url })}`,
    locale: mail.locale,
    template: `${NEWS_TEMPLATE_PREFIX}${mail.template}`,
  });
}
