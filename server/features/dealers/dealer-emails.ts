import type { DbOrTx } from '../../db/client';
import type { AutoDealer } from '../../db/schema/dealers';
import type { AppContext } from '../../platform/context';
import { translate, toLocale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { adminRecipients } from '../users/accounts.repo';

export type DealerNotice = 'received' | 'approved' | 'rejected' | 'revoked' | 'duplicate';

/** A notice to the dealer, in its language, on the caller's transaction. */
export async function sendDealerEmail(
  ctx: AppContext,
  tx: DbOrTx,
  o: { to: string; locale: string; kind: DealerNotice; params: Record<string, unknown> },
) {
  const locale = toLocale(o.locale);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const t = (k: string) => translate(locale, `dealers:email.${k}`, { ...o.params, company });
  await queueEmail(tx, {
    to: o.to,
    locale,
    template: `dealer-${o.kind}`,
    subject: t(`${o.kind}.subject`),
    text: [t('greeting'), '', t(`${o.kind}.body`), '', t('signature')].join('\n'),
  });
}

/**
 * Tells a registered dealer that someone sent a registration with its address (perhaps itself), and
 * what its own registration's state means, in its language. The registrant's answer says nothing.
 */
export async function sendDuplicateNotice(ctx: AppContext, tx: DbOrTx, dealer: AutoDealer) {
  const status = ['pending', 'verified'].includes(dealer.verificationStatus)
    ? dealer.verificationStatus
    : 'rejected';
  const state = translate(toLocale(dealer.locale), `dealers:email.duplicate.${status}`, {
    username: `dealer-${dealer.id}`,
  });
  await sendDealerEmail(ctx, tx, {
    to: dealer.email,
    locale: dealer.locale,
    kind: 'duplicate',
    params: { name: dealer.contactName, business: dealer.businessName, state },
  });
}

/** Tells every administrator that a dealer registered and waits for review. */
export async function notifyAdminsOfRegistration(
  ctx: AppContext,
  tx: DbOrTx,
  o: { businessName: string; province: string; dealerLicense: string },
) {
  const url = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/admin/dealers`;
  for (const admin of await adminRecipients(tx)) {
    const t = (k: string) => translate(admin.locale, `dealers:email.adminNew.${k}`, { ...o, url });
    await queueEmail(tx, {
      to: admin.email,
      locale: admin.locale,
      template: 'dealer-registration-admin',
      subject: t('subject'),
      text: [t('body'), '', t('review')].join('\n'),
    });
  }
}
