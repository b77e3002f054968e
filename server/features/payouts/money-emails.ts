import { vehicleName } from '@shared/format/vehicle-name';
import { formatCents, toCents } from '@shared/money';
import { netOf, type PlannedLine } from '@shared/payouts/fees';
import { payoutReference } from '@shared/payouts/payout-schedule';
import type { DbOrTx } from '../../db/client';
import type { Charity } from '../../db/schema/charities';
import type { Donation } from '../../db/schema/donations';
import type { Payout } from '../../db/schema/money';
import type { AppContext } from '../../platform/context';
import { toLocale, translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';

const base = (ctx: AppContext) => ctx.env.PUBLIC_URL.replace(/\/$/, '');

async function signature(ctx: AppContext, locale: Locale) {
  const company = String(await ctx.settings.get('business', 'companyName'));
  return translate(locale, 'money:email.signature', { company });
}

/** One settlement line as a reader sees it: "Towing: $75.00" (costs shown as what they took). */
export function lineText(locale: Locale, l: { kind: string; amountCents: number; reason?: string | null }) {
  const label = translate(locale, `money:kinds.${l.kind}`);
  const amount = formatCents(l.kind === 'gross' ? l.amountCents : -l.amountCents, locale);
  return l.reason
    ? translate(locale, 'money:lineWithReason', { label, amount, reason: l.reason })
    : translate(locale, 'money:line', { label, amount });
}

/** Tells the charity, in its language, that one of its vehicles sold and what the sale left it. */
export async function notifyCharityOfSale(
  ctx: AppContext,
  tx: DbOrTx,
  o: {
    charity: Charity;
    donation: Donation;
    saleKind: 'auction' | 'scrap';
    saleDate: string;
    lines: PlannedLine[];
  },
) {
  if (!o.charity.email) return;
  const locale = toLocale(o.charity.locale);
  const t = (k: string, p: Record<string, unknown> = {}) => translate(locale, `money:email.${k}`, p);
  const vehicle = vehicleName(o.donation, locale);
  await queueEmail(tx, {
    to: o.charity.email,
    locale,
    template: 'charity-sale-settled',
    subject: t('sale.subject', { vehicle }),
    text: [
      t('greeting', { name: o.charity.name }),
      '',
      t(`sale.body.${o.saleKind}`, { vehicle, date: o.saleDate, reference: o.donation.id }),
      '',
      ...o.lines.map((l) => `- ${lineText(locale, l)}`),
      t('sale.net', { amount: formatCents(netOf(o.lines), locale) }),
      '',
      t('sale.payout'),
      t('link', { link: `${base(ctx)}/charity-management?tab=money` }),
      '',
      await signature(ctx, locale),
    ].join('\n'),
  });
}

/** Tells the charity that a payout was paid, with its payment details. */
export async function notifyCharityOfPayment(
  ctx: AppContext,
  tx: DbOrTx,
  o: { charity: Charity; payout: Payout },
) {
  if (!o.charity.email) return;
  const locale = toLocale(o.charity.locale);
  const t = (k: string, p: Record<string, unknown> = {}) => translate(locale, `money:email.${k}`, p);
  const p = o.payout;
  const number = payoutReference(p.year, p.number);
  await queueEmail(tx, {
    to: o.charity.email,
    locale,
    template: 'charity-payout-paid',
    subject: t('paid.subject', { number }),
    text: [
      t('greeting', { name: o.charity.name }),
      '',
      t('paid.body', {
        number,
        amount: formatCents(toCents(p.total)!, locale),
        date: p.paidOn,
        method: translate(locale, `money:methods.${p.method}`),
        reference: p.reference,
      }),
      '',
      t('paid.statement', { link: `${base(ctx)}/api/payouts/${p.id}/statement.pdf` }),
      '',
      await signature(ctx, locale),
    ].join('\n'),
  });
}
