import type { CreateDonationRequestInput } from '@shared/donations/donation.schemas';
import type { PickupPreference, PickupTime } from '@shared/donations/pickup';
import { DEFAULT_PROVINCE, type ProvinceCode } from '@shared/geo/provinces';
import {
  DEFAULT_CONDITION,
  DEFAULT_VEHICLE_TYPE,
  type VehicleCondition,
  type VehicleType,
} from '@shared/vehicles/catalogue';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { vinCheckApplies } from '@shared/validation/vin';
import type { VehicleIdentityValues } from '@client/features/valuation/VehicleIdentityFields';

/*
 * The rules themselves (zod schemas) are in wizardValidation.ts, which the page loads when the donor
 * first uses the form: building the schemas costs the phone a long task while the page loads.
 */

/** What the wizard's inputs hold (selects and text are strings; numbers may be empty). */
export interface WizardValues extends VehicleIdentityValues {
  vehicleType: VehicleType;
  condition: VehicleCondition;
  hasAccidents: boolean;
  vin: string;
  hasLienOrFinance: boolean;
  /** Where the vehicle is, and the donor's province: one value shown on both steps. */
  province: ProvinceCode | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  /** 'recommend' or a charity id. */
  charity: string;
  pickupPreference: PickupPreference;
  preferredDate: string;
  preferredPickupTime: PickupTime | '';
  notes: string;
  acquisitionYear: string;
  acquisitionCost: number | string;
  /** Unticked until the donor ticks it. */
  /** '1'..'12' or ''. */
  acquisitionMonth: string;
  acquisitionKind: '' | 'purchase' | 'gift' | 'inheritance';
  newsConsent: boolean;
}

export const RECOMMEND = 'recommend';

export const INITIAL_VALUES: WizardValues = {
  vehicleType: DEFAULT_VEHICLE_TYPE,
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  condition: DEFAULT_CONDITION,
  hasAccidents: false,
  vin: '',
  hasLienOrFinance: false,
  province: DEFAULT_PROVINCE,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  charity: RECOMMEND,
  pickupPreference: 'asap',
  preferredDate: '',
  preferredPickupTime: '',
  notes: '',
  acquisitionYear: '',
  acquisitionCost: '',
  newsConsent: false,
  acquisitionMonth: '',
  acquisitionKind: '',
};

const emptyToUndefined = (value: string) => (value.trim() === '' ? undefined : value);
const numberOrUndefined = (value: number | string) => {
  if (value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The POST /api/donations body for the values; empty inputs are left out so the schema names them. */
export function toDonationInput(
  values: WizardValues,
  estimatedValue: number | null,
): Partial<CreateDonationRequestInput> {
  const recommend = values.charity === RECOMMEND;
  return {
    vehicleType: values.vehicleType,
    year: values.year.length === 4 ? Number(values.year) : undefined,
    make: values.make,
    model: values.model,
    trim: values.trim.trim() || null,
    mileage: numberOrUndefined(values.mileage),
    condition: values.condition,
    hasAccidents: values.hasAccidents,
    vin: values.vin,
    hasLienOrFinance: values.hasLienOrFinance,
    estimatedValue,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    province: values.province || undefined,
    postalCode: values.postalCode,
    charityId: recommend || values.charity === '' ? null : Number(values.charity),
    charityChoice: recommend ? 'recommend' : null,
    pickupPreference: values.pickupPreference,
    preferredDate: emptyToUndefined(values.preferredDate) ?? null,
    preferredPickupTime: values.preferredPickupTime || null,
    notes: values.notes.trim() || null,
    acquisitionYear: values.acquisitionYear.length === 4 ? Number(values.acquisitionYear) : null,
    acquisitionCost: numberOrUndefined(values.acquisitionCost) ?? null,
    newsConsent: values.newsConsent,
    acquisitionMonth: values.acquisitionMonth ? Number(values.acquisitionMonth) : null,
    acquisitionKind: values.acquisitionKind || null,
  } as Partial<CreateDonationRequestInput>;
}

/**
 * The valuation request for step 1. The wizard asks yes/no about accidents, read as "minor" (the
 * calculator's milder level); service history is taken as good. A boat's or other vehicle's serial
 * number is not a VIN the estimator can check, so it is not sent.
 */
export function toValuationRequest(values: WizardValues): ValuationRequest {
  const year = Number(values.year);
  return {
    year,
    make: values.make,
    model: values.model,
    trim: values.trim.trim() || null,
    mileage: Number(values.mileage),
    condition: values.condition,
    accidents: values.hasAccidents ? 'minor' : 'none',
    serviceHistory: 'good',
    modifications: null,
    location: values.province || DEFAULT_PROVINCE,
    vin: vinCheckApplies(year, values.vehicleType) && values.vin.trim() ? values.vin : null,
    hasLienOrFinance: values.hasLienOrFinance,
  };
}

/** Fields of step 2: a server error on one of them is shown there; any other sends the donor back. */
export const DONOR_FIELDS: readonly (keyof WizardValues | 'charityId' | 'charityChoice')[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'charityId',
  'charityChoice',
  'pickupPreference',
  'preferredDate',
  'preferredPickupTime',
  'notes',
  'acquisitionYear',
  'acquisitionCost',
  'newsConsent',
];

/** Server and schema field names to the form's (the charity picker holds charityId and charityChoice). */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === 'charityId' || field === 'charityChoice' ? 'charity' : field;
  'acquisitionMonth',
  'acquisitionKind',
    out[name] ??= message;
  }
  return out;
}
