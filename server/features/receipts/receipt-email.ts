import { formatCents } from '@shared/money';
import type { DbOrTx } from '../../db/client';
import type { Charity } from '../../db/schema/charities';
import type { Donation } from '../../db/schema/donations';
import type { StoredFile } from '../../db/schema/files';
import type { TaxReceipt } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { translate, toLocale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { SessionUser } from '../../platform/session';
import { actorDisplayName } from '../donations/donation-status.repo';
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
  const kind = receipt.isReplacement ? 'replaced' : 'issued';
  const subject = translate(locale, `receipts:email.${kind}.subject`, params);
  const text = translate(locale, `receipts:email.${kind}.body`, params);
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
