import type { DbOrTx } from '../../db/client';
import type { PrivacyRequest } from '../../db/schema/privacy';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { ErasureOutcome } from './erasure';

/** The e-mails of a privacy request, in the donor's language: received (with the due date) and answered. */

const formatDate = (locale: Locale, d: Date) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(d);

async function officer(ctx: AppContext) {
  return {
    officerName: (await ctx.settings.get('privacy', 'officerName')) ?? '',
    officerEmail: (await ctx.settings.get('privacy', 'officerEmail')) ?? '',
    company: (await ctx.settings.get('business', 'companyName')) ?? '',
  };
}

/** The donor's e-mail once a request is answered: what was done, and what is kept, why and until when. */
export async function mailOutcome(
  ctx: AppContext,
  tx: DbOrTx,
  r: PrivacyRequest,
  to: string,
  extra: { erasure?: ErasureOutcome; note?: string } = {},
) {
  const locale = r.locale as Locale;
  const params = { ...(await officer(ctx)), id: r.id };
  const lines = [translate(locale, `privacy:email.done.${r.kind}`, params)];
  if (r.status === 'refused') lines.splice(0, 1, translate(locale, 'privacy:email.refused', params));
  if (extra.erasure) {
    lines.push(translate(locale, 'privacy:email.anonymised', { count: extra.erasure.anonymised.length }));
    for (const k of extra.erasure.kept)
      lines.push(
        translate(locale, 'privacy:email.kept', {
          number: k.receiptNumber,
          date: formatDate(locale, k.keepUntil),
        }),
      );
    if (extra.erasure.kept.length) lines.push(translate(locale, 'privacy:email.keptWhy'));
  }
  if (extra.note) lines.push(translate(locale, 'privacy:email.note', { note: extra.note }));
  lines.push(translate(locale, 'privacy:email.signature', params));
  await queueEmail(tx, {
    to,
    subject: translate(locale, 'privacy:email.subject', params),
    text: lines.join('\n\n'),
    locale,
    template: `privacy-${r.kind}`,
  });
}

export async function mailReceived(ctx: AppContext, tx: DbOrTx, r: PrivacyRequest) {
  const locale = r.locale as Locale;
  const params = { ...(await officer(ctx)), id: r.id, date: formatDate(locale, r.dueAt) };
  await queueEmail(tx, {
    to: r.email,
    subject: translate(locale, 'privacy:email.subject', params),
    text: [
      translate(locale, 'privacy:email.received', params),
      translate(locale, 'privacy:email.signature', params),
    ].join('\n\n'),
    locale,
    template: 'privacy-received',
  });
}
