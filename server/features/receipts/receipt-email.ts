import { formatCents } from '@shared/money';
import type { DbOrTx } from '../../db/client';
import type { Charity } from '../../db/schema/charities';
import type { Donation } from '../../db/schema/donations';
import type { StoredFile } from '../../db/schema/files';
import type { TaxReceipt } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { translate, toLocale, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { SessionUser } from '../../platform/session/session';
import { actorDisplayName } from '../donations/donation-status.repo';
import type { ChosenEvidence, EvidenceFile } from './receipt-evidence';
import {
  findAccessCodeOfDonation,
  insertCommunication,
  markReceiptEmailed,
  updateDonationReceiptFields,
} from './receipts.repo';

interface ReceiptEmailInput {
  donation: Donation;
  charity: Charity;
  receipt: TaxReceipt;
  file: StoredFile;
  eligibleCents: number;
  actor: SessionUser;
  evidence: EvidenceFile;
  chosen: ChosenEvidence;
}

/**
 * What the value rests on and why, in the donor's language (issue 33): the figure chosen, that it is
 * the highest arm's-length one on file or the reason staff gave for another, and the other figures.
 */
export function valuationParagraph(locale: Locale, evidence: EvidenceFile, chosen: ChosenEvidence): string {
  const item = chosen.item;
  // Said when there was a choice, or when the value comes from a sale or an offer.
  if (!item || (evidence.items.length < 2 && !['bid', 'sale', 'scrap'].includes(item.kind))) return '';
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `receipts:email.valuation.${key}`, params);
  const describe = (i: EvidenceFile['items'][number]) =>
    t(`kind.${i.kind === 'bid' && !i.armsLength ? 'bidRelated' : i.kind}`, {
      amount: formatCents(i.amountCents, locale),
      source: i.source ?? '',
      date: i.date ?? '',
    });
  const fallback = evidence.items.find((i) => i.id === evidence.defaultId);
  const why = chosen.isDefault
    ? t(evidence.items.length > 1 ? 'whyHighest' : 'whyOnly')
    : t('whyStaff', { other: fallback ? describe(fallback) : '', reason: chosen.reason ?? '' });
  const others = evidence.items.filter(
    (i) => i.id !== item.id && (chosen.isDefault || i.id !== fallback?.id),
  );
  return [
    t('chosen', { evidence: describe(item) }),
    why,
    ...(others.length > 0 ? [t('alsoOnFile', { list: others.map(describe).join('; ') })] : []),
  ].join(' ');
}

/**
 * Queues the receipt e-mail in the donor's language, with the PDF attached, a personal download
 * link and the donor portal link, on the caller's transaction; records it on the donation.
 */
export async function queueReceiptEmail(
  ctx: AppContext,
  tx: DbOrTx,
  input: ReceiptEmailInput,
): Promise<void> {
  const { donation, charity, receipt, file } = input;
  const locale = toLocale(donation.locale);
  const base = ctx.env.PUBLIC_URL.replace(/\/$/, '');
  const accessCode = await findAccessCodeOfDonation(tx, donation.id);
  const portalUrl = accessCode
    ? `${base}/enhanced-donor-portal?code=${encodeURIComponent(accessCode)}`
    : `${base}/donor-portal`;
  const params = {
    name: donation.firstName,
    number: receipt.receiptNumber,
    original: receipt.originalReceiptNumber ?? '',
    charity: charity.name,
    vehicle: `${donation.year} ${donation.make} ${donation.model}`,
    amount: formatCents(input.eligibleCents, locale),
    downloadUrl: `${base}/api/receipts/download/${receipt.downloadToken}`,
    portalUrl,
  };
  const valuation = valuationParagraph(locale, input.evidence, input.chosen);
  const kind = receipt.isReplacement ? 'replaced' : 'issued';
  const subject = translate(locale, `receipts:email.${kind}.subject`, params);
  const text = translate(locale, `receipts:email.${kind}.body`, {
    ...params,
    valuation: valuation ? `\n\n${valuation}` : '',
  });
  await queueEmail(tx, {
    to: donation.email,
    subject,
    text,
    locale,
    template: `receipt-${kind}`,
    donationId: donation.id,
    attachments: [{ fileId: file.id, fileName: file.fileName, mimeType: file.mimeType }],
  });
  const now = new Date();
  await insertCommunication(tx, {
    donationId: donation.id,
    type: 'receipt',
    method: 'email',
    subject,
    message: text,
    sentBy: input.actor.id,
    sentByName: actorDisplayName(input.actor),
    // Written to the outbox with this transaction; the delivery loop sends it.
    status: 'queued',
  });
  await markReceiptEmailed(tx, receipt.id, now);
  await updateDonationReceiptFields(tx, donation.id, { receiptEmailSent: true, receiptEmailSentAt: now });
}
