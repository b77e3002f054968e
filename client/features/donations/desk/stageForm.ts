import type { DonationDetail, UpdateStatusRequest } from './api';
import { needsValuationBasis } from '@shared/donations/stage-requirements';
import { toCents } from '@shared/money';

/**
 * Form values of the stage details (pickup, valuation) and their conversion to request bodies.
 * Inputs hold strings ('' is an empty field); the API takes null to clear a value.
 */

export interface PickupValues {
  pickupDate: string;
  /** The pickup time, or the start of the window the towing company gave. */
  pickupTimeFrom: string;
  /** The end of the window; empty for an exact time. */
  pickupTimeTo: string;
  pickupLocation: string;
  pickupNotes: string;
  towingCompany: string;
  towingDriverName: string;
  towingDriverPhone: string;
}

export interface ValuationValues {
  /** NumberInput gives '' when empty. */
  finalValue: number | string;
  advantageAmount: number | string;
  valuationBasis: '' | 'appraisal' | 'evidence';
  appraiserName: string;
  appraiserAddress: string;
  valuationEvidence: string;
  valuationNotes: string;
  /** Deemed fair market value (ITA 248(35)): asked before the receipt. */
  acquisitionKind: '' | 'purchase' | 'gift' | 'inheritance';
  acquisitionYear: number | string;
  /** '1'..'12' or ''. */
  acquisitionMonth: string;
  acquisitionCost: number | string;
  /** ITA 248(35)(a)/(b)(ii): acquired under a gifting arrangement or tax shelter, or to be given. */
  acquiredForGifting: boolean;
  /** Whom the receipt is made out to. */
  donorType: 'individual' | 'corporation';
  corporationName: string;
}

type PickupRequest = NonNullable<UpdateStatusRequest['pickup']>;
type ValuationRequest = NonNullable<UpdateStatusRequest['valuation']>;

/** What the status update and the stage details forms both hold: the pickup and the valuation. */
export interface StageValues {
  pickup: PickupValues;
  valuation: ValuationValues;
}

export function stageValuesFrom(d: DonationDetail): StageValues {
  return { pickup: pickupValuesFrom(d), valuation: valuationValuesFrom(d) };
}

export function pickupValuesFrom(d: DonationDetail): PickupValues {
  return {
    pickupDate: d.pickupDate ?? '',
    // Stored as "HH:MM" or "HH:MM-HH:MM"; anything else (typed before checks existed) stays in "from".
    pickupTimeFrom: d.pickupTime?.split('-')[0] ?? '',
    pickupTimeTo: d.pickupTime?.split('-')[1] ?? '',
    pickupLocation: d.pickupLocation ?? '',
    pickupNotes: d.pickupNotes ?? '',
    towingCompany: d.towingCompany ?? '',
    towingDriverName: d.towingDriverName ?? '',
    towingDriverPhone: d.towingDriverPhone ?? '',
  };
}

export function valuationValuesFrom(d: DonationDetail): ValuationValues {
  return {
    finalValue: d.finalValue ?? '',
    advantageAmount: d.advantageAmount,
    valuationBasis: d.valuationBasis ?? '',
    appraiserName: d.appraiserName ?? '',
    appraiserAddress: d.appraiserAddress ?? '',
    valuationEvidence: d.valuationEvidence ?? '',
    valuationNotes: d.valuationNotes ?? '',
    acquisitionKind: d.acquisitionKind ?? '',
    acquisitionYear: d.acquisitionYear ?? '',
    acquisitionMonth: d.acquisitionMonth ? String(d.acquisitionMonth) : '',
    acquisitionCost: d.acquisitionCost ?? '',
    acquiredForGifting: d.acquiredForGifting,
    donorType: d.donorType,
    corporationName: d.corporationName ?? '',
  };
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());
const amountOrNull = (v: number | string) => (v === '' || v === null ? null : Number(v));

export function toPickupRequest(v: PickupValues): PickupRequest {
  return {
    pickupDate: textOrNull(v.pickupDate),
    pickupTime: textOrNull([v.pickupTimeFrom.trim(), v.pickupTimeTo.trim()].filter(Boolean).join('-')),
    pickupLocation: textOrNull(v.pickupLocation),
    pickupNotes: textOrNull(v.pickupNotes),
    towingCompany: textOrNull(v.towingCompany),
    towingDriverName: textOrNull(v.towingDriverName),
    towingDriverPhone: textOrNull(v.towingDriverPhone),
  };
}

/** The basis fields that do not apply to the chosen basis are cleared, so no stale appraiser stays on record. */
export function toValuationRequest(v: ValuationValues): ValuationRequest {
  const basis = v.valuationBasis === '' ? null : v.valuationBasis;
  return {
    finalValue: amountOrNull(v.finalValue),
    advantageAmount: amountOrNull(v.advantageAmount) ?? 0,
    valuationBasis: basis,
    appraiserName: basis === 'appraisal' ? textOrNull(v.appraiserName) : null,
    appraiserAddress: basis === 'appraisal' ? textOrNull(v.appraiserAddress) : null,
    valuationEvidence: basis === 'evidence' ? textOrNull(v.valuationEvidence) : null,
    valuationNotes: textOrNull(v.valuationNotes),
    acquisitionKind: v.acquisitionKind === '' ? null : v.acquisitionKind,
    acquisitionYear: amountOrNull(v.acquisitionYear),
    acquisitionMonth: v.acquisitionMonth === '' ? null : Number(v.acquisitionMonth),
    acquisitionCost: amountOrNull(v.acquisitionCost),
    acquiredForGifting: v.acquiredForGifting,
    donorType: v.donorType,
    // A person's receipt carries no corporation name: a stale one is cleared.
    corporationName: v.donorType === 'corporation' ? textOrNull(v.corporationName) : null,
  };
}

/** True when the value entered asks for its basis (the rule the server applies). */
export function needsBasis(v: ValuationValues): boolean {
  return v.finalValue !== '' && needsValuationBasis(toCents(v.finalValue));
}

/** Server field names to form fields: the one pickup time is the form's two time inputs. */
export function toFormErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([k, v]) => [k === 'pickup.pickupTime' ? 'pickup.pickupTimeFrom' : k, v]),
  );
}
