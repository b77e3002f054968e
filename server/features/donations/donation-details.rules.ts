import type { DonationStatus } from '@shared/donations/status-machine';
import { reached } from '@shared/donations/stage-requirements';
import { centsToDecimal, toCents } from '@shared/money';
import { AppError } from '../../platform/errors';
import type { Donation, NewDonation } from '../../db/schema/donations';
import type { PickupInput, ValuationInput } from './donations.schemas';

/**
 * The request's changes as columns. What each stage needs recorded is in
 * shared/donations/stage-requirements.ts: the service merges these changes into the locked row, then
 * asks it.
 */

export type DonationChanges = Partial<Omit<NewDonation, 'status' | 'statusHistory'>>;

const PICKUP_KEYS = [
  'pickupDate',
  'pickupTime',
  'pickupLocation',
  'pickupNotes',
  'towingCompany',
  'towingDriverName',
  'towingDriverPhone',
] as const;

/** Columns named in the request; `undefined` leaves a column alone, `null` clears it. */
export function pickupChanges(input: PickupInput | undefined): DonationChanges {
  const out: DonationChanges = {};
  if (!input) return out;
  for (const key of PICKUP_KEYS) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

const dollarsToDecimal = (v: number) => centsToDecimal(toCents(v)!);

export function valuationChanges(
  input: ValuationInput | undefined,
  before: Donation,
  today: string,
): DonationChanges {
  const out: DonationChanges = {};
  if (!input) return out;
  if (input.finalValue !== undefined) {
    out.finalValue = input.finalValue === null ? null : dollarsToDecimal(input.finalValue);
    if (out.finalValue !== before.finalValue) out.valuationDate = input.finalValue === null ? null : today;
  }
  if (input.advantageAmount !== undefined) out.advantageAmount = dollarsToDecimal(input.advantageAmount);
  if (input.acquisitionCost !== undefined)
    out.acquisitionCost = input.acquisitionCost === null ? null : dollarsToDecimal(input.acquisitionCost);
  if (input.acquisitionYear !== undefined) out.acquisitionYear = input.acquisitionYear;
  if (input.acquisitionMonth !== undefined) out.acquisitionMonth = input.acquisitionMonth;
  if (input.acquisitionKind !== undefined) out.acquisitionKind = input.acquisitionKind;
  if (input.acquiredForGifting !== undefined) out.acquiredForGifting = input.acquiredForGifting;
  if (input.donorType !== undefined) out.donorType = input.donorType;
  if (input.corporationName !== undefined) out.corporationName = input.corporationName;
  for (const key of [
    'valuationNotes',
    'valuationBasis',
    'appraiserName',
    'appraiserAddress',
    'valuationEvidence',
  ] as const) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  return out;
}

/** An issued receipt printed these facts: they are corrected by a replacement receipt, not here. */
export const receiptLocksDetails = (d: Donation) => d.receiptIssued || d.status === 'receipt_issued';

/**
 * The pickup date is the date the gift was received, printed on the receipt: a vehicle marked picked
 * up (or further) cannot carry a date after today. The message names both dates.
 */
export function refuseFuturePickup(after: Donation, status: DonationStatus, today: string) {
  if (reached(status, 'picked_up') && after.pickupDate && after.pickupDate > today) {
    throw new AppError(
      'VALIDATION',
      'staff:errors.pickupDateFuture',
      { pickupDate: after.pickupDate, today },
      { 'pickup.pickupDate': 'staff:validation.pickupDateFuture' },
    );
  }
}
