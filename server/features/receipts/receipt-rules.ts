import type { Charity } from '../../db/schema/charities';
import type { Donation } from '../../db/schema/donations';
import { ACQUISITION_KINDS, type AcquisitionKind } from '@shared/tax/deemed-fmv';
import { computeReceiptAmounts, needsValuationBasis, type ReceiptAmounts } from './receipt-amounts';

/** A reason a receipt cannot be issued: an i18n key in the `receipts` namespace and its parameters. */
export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

export type IssueMode = 'issue' | 'replace';

export interface ReceiptCheckInput {
  donation: Donation;
  charity: Charity | null;
  /** The charity's signature image is stored and readable. */
  signatureStored: boolean;
  /** A file is stored but does not decode as an image (uploaded before uploads were decoded). */
  signatureUnreadable?: boolean;
  /** The donation has an issued, not cancelled, receipt. */
  hasCurrentReceipt: boolean;
  mode: IssueMode;
  /** The date of issue (today in Canada, YYYY-MM-DD): the gift must be received by then. */
  issueDate: string;
}

export interface ReceiptCheck {
  refusals: Refusal[];
  amounts: ReceiptAmounts;
  /** Year the gift was received, or null without a pickup date. */
  giftYear: number | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Every reason the receipt would break the CRA rules (DECISIONS §2), in the order staff fix them.
 * A first receipt is issued from `valued` only: the status machine reaches `receipt_issued` from
 * there, and `valued` is where the fair market value is established. A replacement needs a current
 * receipt to cancel.
 */
export function checkReceipt(input: ReceiptCheckInput): ReceiptCheck {
  const { donation: d, charity: c } = input;
  const refusals: Refusal[] = [...statusRefusals(input)];

  if (!c) {
    refusals.push({ key: 'receipts:refusal.noCharity' });
  } else {
    const name = c.name;
    if (c.verificationStatus !== 'verified')
      refusals.push({ key: 'receipts:refusal.charityNotVerified', params: { name } });
    if (!c.isActive) refusals.push({ key: 'receipts:refusal.charityInactive', params: { name } });
    if (blank(c.legalName)) refusals.push({ key: 'receipts:refusal.noLegalName', params: { name } });
    if (blank(c.registryStatus))
      refusals.push({ key: 'receipts:refusal.charityNotInRegistry', params: { name } });
    else if (c.registryStatus !== 'Registered')
      refusals.push(
        c.registryStatusDate
          ? {
              key: 'receipts:refusal.charityRegistryBlocked',
              params: { name, status: c.registryStatus!, date: c.registryStatusDate },
            }
          : { key: 'receipts:refusal.charityNotRegistered', params: { name, status: c.registryStatus! } },
      );
    if ([c.address, c.city, c.province, c.postalCode, c.registrationNumber].some(blank))
      refusals.push({ key: 'receipts:refusal.charityAddressMissing', params: { name } });
    if (blank(c.signerName)) refusals.push({ key: 'receipts:refusal.noSigner', params: { name } });
    if (!input.signatureStored)
      refusals.push({
        key: input.signatureUnreadable
          ? 'receipts:refusal.signatureUnreadable'
          : 'receipts:refusal.noSignature',
        params: { name },
      });
  }

  if (blank(d.firstName) || blank(d.lastName)) refusals.push({ key: 'receipts:refusal.donorNameMissing' });
  if ([d.address, d.city, d.province, d.postalCode].some(blank))
    refusals.push({ key: 'receipts:refusal.donorAddressMissing' });

  const giftYear = d.pickupDate ? Number(d.pickupDate.slice(0, 4)) : null;
  if (giftYear === null) refusals.push({ key: 'receipts:refusal.noPickupDate' });
  else if (d.pickupDate! > input.issueDate)
    refusals.push({
      key: 'receipts:refusal.giftAfterIssue',
      params: { giftDate: d.pickupDate!, issueDate: input.issueDate },
    });

  const amounts = computeReceiptAmounts({
    finalValue: d.finalValue,
    advantageAmount: d.advantageAmount,
    acquisitionYear: d.acquisitionYear,
    acquisitionMonth: d.acquisitionMonth,
    acquisitionKind: isAcquisitionKind(d.acquisitionKind) ? d.acquisitionKind : null,
    acquisitionCost: d.acquisitionCost,
    acquiredForGifting: d.acquiredForGifting,
    giftDate: d.pickupDate ?? new Date().toISOString().slice(0, 10),
  });
  if (amounts.problem === 'acquisitionAfterGift')
    refusals.push({
      key: 'receipts:refusal.acquisitionAfterGift',
      params: {
        acquired:
          d.acquisitionMonth == null
            ? String(d.acquisitionYear)
            : `${d.acquisitionYear}-${String(d.acquisitionMonth).padStart(2, '0')}`,
        giftDate: d.pickupDate ?? '',
      },
    });
  else if (amounts.problem) refusals.push({ key: `receipts:refusal.${amounts.problem}` });
  else if (amounts.fmvCents !== null && needsValuationBasis(amounts.fmvCents) && !hasValuationBasis(d))
    refusals.push({ key: 'receipts:refusal.valuationBasisMissing' });

  return { refusals, amounts, giftYear };
}

const isAcquisitionKind = (v: string | null): v is AcquisitionKind =>
  (ACQUISITION_KINDS as readonly (string | null)[]).includes(v);

/** An appraiser with an address, or written evidence (an auction result, a dealer's offer...). */
export function hasValuationBasis(d: Donation): boolean {
  return isAppraised(d) || !blank(d.valuationEvidence);
}

/** The receipt names the appraiser when one valued the vehicle. */
export function isAppraised(d: Donation): boolean {
  return !blank(d.appraiserName) && !blank(d.appraiserAddress);
}

function statusRefusals({ donation: d, mode, hasCurrentReceipt }: ReceiptCheckInput): Refusal[] {
  if (mode === 'replace') {
    if (d.status === 'cancelled') return [{ key: 'receipts:refusal.cancelled' }];
    return hasCurrentReceipt ? [] : [{ key: 'receipts:refusal.noCurrentReceipt' }];
  }
  if (hasCurrentReceipt || d.receiptIssued) return [{ key: 'receipts:refusal.alreadyIssued' }];
  if (d.receiptDeclined) return [{ key: 'receipts:refusal.declined' }];
  switch (d.status) {
    case 'valued':
      return [];
    case 'picked_up':
    case 'processing':
      return [{ key: 'receipts:refusal.notValued' }];
    case 'cancelled':
      return [{ key: 'receipts:refusal.cancelled' }];
    case 'receipt_issued':
    case 'completed':
      return [{ key: 'receipts:refusal.alreadyIssued' }];
    default:
      return [{ key: 'receipts:refusal.notPickedUp' }];
  }
}
