import { statusPosition, type DonationStatus } from '@shared/donations/status-machine';
import { centsToDecimal, toCents } from '@shared/money';
import type { Donation, NewDonation } from '../../db/schema/donations';
import type { PickupInput, ValuationInput } from './donations.schemas';

/**
 * What each stage needs recorded, as pure functions over the donation as it would be after the
 * change ("effective"): the service merges the request into the locked row, then asks these.
 */

export type DonationChanges = Partial<Omit<NewDonation, 'status' | 'statusHistory'>>;
export type FieldErrors = Record<string, string>;

/** A fair market value from this amount asks for its basis: an appraisal or evidence (DECISIONS §2). */
export const BASIS_THRESHOLD_CENTS = 100_000;

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

/** Statuses at or past `stage` on the forward path (cancelled is outside it). */
const reached = (status: DonationStatus, stage: DonationStatus) => {
  const at = statusPosition(status);
  return at !== null && at >= statusPosition(stage)!;
};

/**
 * Pickup facts the status needs: date, time and towing company to be scheduled; once picked up, the
 * date stays (it is the date the gift was received, printed on the receipt).
 */
export function pickupErrors(d: Donation, status: DonationStatus): FieldErrors {
  const errors: FieldErrors = {};
  if (status === 'pickup_scheduled') {
    if (!d.pickupDate) errors['pickup.pickupDate'] = 'staff:validation.pickupDateRequired';
    if (!d.pickupTime) errors['pickup.pickupTime'] = 'staff:validation.pickupTimeRequired';
    if (!d.towingCompany) errors['pickup.towingCompany'] = 'staff:validation.towingCompanyRequired';
  } else if (reached(status, 'picked_up') && !d.pickupDate) {
    errors['pickup.pickupDate'] = 'staff:validation.pickupDateRequired';
  }
  return errors;
}

/**
 * Valuation facts: from `valued` on, a final value; from $1,000, its basis (appraiser name and
 * address, or the evidence); an advantage never above the value.
 */
export function valuationErrors(d: Donation, status: DonationStatus): FieldErrors {
  const errors: FieldErrors = {};
  const value = d.finalValue === null ? null : toCents(d.finalValue);
  if (value === null) {
    if (reached(status, 'valued')) errors['valuation.finalValue'] = 'staff:validation.finalValueRequired';
  } else if (value >= BASIS_THRESHOLD_CENTS) {
    if (!d.valuationBasis) errors['valuation.valuationBasis'] = 'staff:validation.basisRequired';
    if (d.valuationBasis === 'appraisal') {
      if (!d.appraiserName) errors['valuation.appraiserName'] = 'staff:validation.appraiserNameRequired';
      if (!d.appraiserAddress)
        errors['valuation.appraiserAddress'] = 'staff:validation.appraiserAddressRequired';
    }
    if (d.valuationBasis === 'evidence' && !d.valuationEvidence) {
      errors['valuation.valuationEvidence'] = 'staff:validation.evidenceRequired';
    }
  }
  const advantage = toCents(d.advantageAmount) ?? 0;
  if (advantage > 0 && (value === null || advantage > value)) {
    errors['valuation.advantageAmount'] = 'staff:validation.advantageTooHigh';
  }
  return errors;
}

/** True when pickup_scheduled can be reached without more details. */
export const hasPickupDetails = (d: Donation) =>
  Object.keys(pickupErrors(d, 'pickup_scheduled')).length === 0;

/** True when valued can be reached without more details. */
export const hasValuationDetails = (d: Donation) => Object.keys(valuationErrors(d, 'valued')).length === 0;

/** An issued receipt printed these facts: they are corrected by a replacement receipt, not here. */
export const receiptLocksDetails = (d: Donation) => d.receiptIssued || d.status === 'receipt_issued';

/** Today's calendar date in Eastern time, where the program is run ("YYYY-MM-DD"). */
export function todayInCanada(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(now);
}
