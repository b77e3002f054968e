import { vehicleName } from '@shared/format/vehicle-name';
import { formatCents } from '@shared/money';
import type { DbOrTx } from '../../db/client';
import type { AutoDealer } from '../../db/schema/dealers';
import type { Donation } from '../../db/schema/donations';
import type { AppContext } from '../../platform/context';
import { translate, toLocale, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import { insertCommunication } from '../donations/donations.repo';
import { portalLink } from '../donations/donation-emails';
import type { RecordedSettlement } from '../payouts/settlement.service';

function biddingLink(ctx: AppContext): string {
  return `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/dealer-bidding`;
}

async function signature(ctx: AppContext, locale: Locale) {
  const company = String(await ctx.settings.get('business', 'companyName'));
  return translate(locale, 'auctions:email.signature', { company });
}

/** Tells the dealer who held the high bid that another dealer bid more. */
export async function notifyOutbid(
  ctx: AppContext,
  tx: DbOrTx,
  o: { auctionId: number; dealer: AutoDealer; locale: Locale; amountCents: number },
) {
  const t = (k: string, p: Record<string, unknown> = {}) => translate(o.locale, `auctions:email.${k}`, p);
  await queueEmail(tx, {
    to: o.dealer.email,
    locale: o.locale,
    template: 'auction-outbid',
    subject: t('outbid.subject', { id: o.auctionId }),
    text: [
      t('greeting', { name: o.dealer.contactName }),
      '',
      t('outbid.body', { id: o.auctionId, amount: formatCents(o.amountCents, o.locale) }),
      '',
      t('link', { link: biddingLink(ctx) }),
      '',
      await signature(ctx, o.locale),
    ].join('\n'),
  });
}

/** Tells each bidder the result: the winner that it won, the others that the auction closed. */
export async function notifyBidder(
  ctx: AppContext,
  tx: DbOrTx,
  o: {
    auctionId: number;
    dealer: { email: string; businessName: string };
    locale: Locale;
    won: boolean;
    amountCents: number | null;
  },
) {
  const t = (k: string, p: Record<string, unknown> = {}) => translate(o.locale, `auctions:email.${k}`, p);
  const kind = o.won ? 'won' : 'closed';
  const amount = o.amountCents === null ? '' : formatCents(o.amountCents, o.locale);
  await queueEmail(tx, {
    to: o.dealer.email,
    locale: o.locale,
    template: `auction-${kind}`,
    subject: t(`${kind}.subject`, { id: o.auctionId }),
    text: [
      t('greeting', { name: o.dealer.businessName }),
      '',
      t(`${kind}.body`, { id: o.auctionId, amount }),
      '',
      t('link', { link: biddingLink(ctx) }),
      '',
      await signature(ctx, o.locale),
    ].join('\n'),
  });
}

/**
 * Tells the donor, in their language, how the vehicle was sold (at auction, or for scrap after an
 * unsold auction) and how that amount becomes the one on the receipt (DECISIONS §2, §11); the message
 * also shows in the donor portal.
 */
async function notifyDonorOfOutcome(
  ctx: AppContext,
  tx: DbOrTx,
  o: {
    donation: Donation;
    amountCents: number;
    kind: 'sold' | 'scrap';
    settlement: RecordedSettlement | null;
  },
) {
  const d = o.donation;
  const locale = toLocale(d.locale);
  const t = (k: string, p: Record<string, unknown> = {}) => translate(locale, `auctions:email.${k}`, p);
  const vehicle = vehicleName(d, locale);
  const amount = formatCents(o.amountCents, locale);
  const subject = t(`${o.kind}.subject`, { vehicle });
  const text = [
    t('greeting', { name: d.firstName }),
    '',
    t(`${o.kind}.body`, { vehicle, amount }),
    '',
    d.receiptDeclined ? t('sold.noReceipt') : t(`${o.kind}.receipt`, { amount }),
    '',
    ...(o.settlement
      ? [
          translate(locale, 'money:donor.reached', {
            net: formatCents(o.settlement.netCents, locale),
            gross: formatCents(o.settlement.grossCents, locale),
            charity: o.settlement.charityName,
          }),
          '',
        ]
      : []),
    t('sold.track', { link: await portalLink(ctx, tx, d.id) }),
    '',
    await signature(ctx, locale),
  ].join('\n');
  const template = o.kind === 'sold' ? 'donation-sold' : 'donation-scrapped';
  await queueEmail(tx, { to: d.email, locale, template, subject, text, donationId: d.id });
  await insertCommunication(tx, {
    donationId: d.id,
    type: 'email',
    method: 'email',
    subject,
    message: text,
    sentBy: null,
    sentByName: 'system',
  });
}

export const notifyDonorOfSale = (
  ctx: AppContext,
  tx: DbOrTx,
  o: { donation: Donation; amountCents: number; settlement: RecordedSettlement | null },
) => notifyDonorOfOutcome(ctx, tx, { ...o, kind: 'sold' });

export const notifyDonorOfScrap = (
  ctx: AppContext,
  tx: DbOrTx,
  o: { donation: Donation; amountCents: number; settlement: RecordedSettlement | null },
) => notifyDonorOfOutcome(ctx, tx, { ...o, kind: 'scrap' });
