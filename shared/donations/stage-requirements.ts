import { toCents } from '../money';
import { statusPosition, type DonationStatus } from './status-machine';

/**
 * What each status needs recorded, in one place: the server refuses a change without it
 * (server/features/donations), the staff forms ask for it (client/features/donations/desk), and the
 * lists say which moves need more details. Pure functions over the donation as it would be after the
 * change.
 */

/** A fair market value from $1,000 asks for its basis: an appraisal or evidence (DECISIONS §2). */
export const VALUATION_BASIS_THRESHOLD_CENTS = 100_000;

/** True when a fair market value of this many cents needs its basis recorded. */
export const needsValuationBasis = (valueCents: number | null) =>
  valueCents !== null && valueCents >= VALUATION_BASIS_THRESHOLD_CENTS;

/** True when `status` is at or past `stage` on the forward path (cancelled is outside it). */
export function reached(status: DonationStatus, stage: DonationStatus): boolean {
  const at = statusPosition(status);
  return at !== null && at >= statusPosition(stage)!;
}

/** The facts of a donation the stages ask for (money as numeric(10,2) strings, as stored). */
export interface StageFacts {
  pickupDate: string | null;
  pickupTime: string | null;
  towingCompany: string | null;
  finalValue: string | null;
  advantageAmount: string;
  valuationBasis: string | null;
  appraiserName: string | null;
  appraiserAddress: string | null;
  valuationEvidence: string | null;
  /** individual | corporation: a corporation's receipt carries its legal name. */
  donorType?: string;
  corporationName?: string | null;
}

/** Field (`group.field`) to i18n key of the message. */
export type FieldErrors = Record<string, string>;

/** Which details a move to `to` asks for in the Update Status form, sent with the move in one request. */
export function detailsAskedFor(to: DonationStatus): {
  pickup: 'full' | 'dateOnly' | null;
  valuation: boolean;
} {
  if (to === 'pickup_scheduled') return { pickup: 'full', valuation: false };
  if (to === 'picked_up') return { pickup: 'dateOnly', valuation: false };
  return { pickup: null, valuation: to === 'valued' };
}

/** The valuation can be corrected once the vehicle is picked up. */
export const valuationEditable = (status: DonationStatus) => reached(status, 'picked_up');

/**
 * Pickup facts the status needs: date, time and towing company to be scheduled; once picked up, the
 * date stays (it is the date the gift was received, printed on the receipt).
 */
export function pickupErrors(d: StageFacts, status: DonationStatus): FieldErrors {
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
export function valuationErrors(d: StageFacts, status: DonationStatus): FieldErrors {
  const errors: FieldErrors = {};
  const value = d.finalValue === null ? null : toCents(d.finalValue);
  if (value === null) {
    if (reached(status, 'valued')) errors['valuation.finalValue'] = 'staff:validation.finalValueRequired';
  } else if (needsValuationBasis(value)) {
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
  if (d.donorType === 'corporation' && !d.corporationName?.trim())
    errors['valuation.corporationName'] = 'staff:validation.corporationNameRequired';
  const advantage = toCents(d.advantageAmount) ?? 0;
  if (advantage > 0 && (value === null || advantage > value)) {
    errors['valuation.advantageAmount'] = 'staff:validation.advantageTooHigh';
  }
  return errors;
}

/** True when the move to `to` can be made without asking for more details. */
export function hasDetailsFor(d: StageFacts, to: DonationStatus): boolean {
  if (to === 'pickup_scheduled') return Object.keys(pickupErrors(d, to)).length === 0;
  if (to === 'valued') return Object.keys(valuationErrors(d, to)).length === 0;
  return true;
}
