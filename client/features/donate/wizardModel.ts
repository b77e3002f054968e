import type { CreateDonationRequestInput } from '@shared/donations/donation.schemas';
import type { PickupPreference, PickupTime } from '@shared/donations/pickup';
import { DEFAULT_PROVINCE, type ProvinceCode } from '@shared/geo/provinces';
import {
  type AccidentLevel,
  DEFAULT_CONDITION,
  DEFAULT_VEHICLE_TYPE,
  type VehicleCondition,
  type VehicleType,
} from '@shared/vehicles/catalogue';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { vinCheckApplies } from '@shared/validation/vin';
import type { VehicleIdentityValues } from '@client/features/vehicles/VehicleIdentityFields';
import {
  detailsRequest,
  INITIAL_DETAILS,
  type VehicleDetailsValues,
} from '@client/features/vehicles/vehicleDetails';
import type { ValuationDetails } from './prefill';

/*
 * The rules themselves (zod schemas) are in wizardValidation.ts, which the page loads when the donor
 * first uses the form: building the schemas costs the phone a long task while the page loads.
 */

/** What the wizard's inputs hold (selects and text are strings; numbers may be empty). */
export interface WizardValues extends VehicleIdentityValues, VehicleDetailsValues {
  vehicleType: VehicleType;
  condition: VehicleCondition;
  hasAccidents: boolean;
  vin: string;
  /** The donor confirmed a VIN, hull or serial number the check could not confirm. */
  vinConfirmed: boolean;
  /** The donor confirmed a postal code outside the province. */
  postalCodeConfirmed: boolean;
  /** A corporation gets a receipt in its name and a deduction instead of a credit. */
  donorType: 'individual' | 'corporation';
  corporationName: string;
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
  /** Keys and papers left in the vehicle; the driver leaves a tow receipt. */
  unattendedPickup: boolean;
  notes: string;
  acquisitionYear: string;
  /** '1'..'12' or ''. */
  acquisitionMonth: string;
  acquisitionKind: '' | 'purchase' | 'gift' | 'inheritance';
  acquisitionCost: number | string;
  /** Unticked until the donor ticks it. */
  newsConsent: boolean;
}

export const RECOMMEND = 'recommend';

export const INITIAL_VALUES: WizardValues = {
  ...INITIAL_DETAILS,
  vehicleType: DEFAULT_VEHICLE_TYPE,
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  condition: DEFAULT_CONDITION,
  hasAccidents: false,
  vin: '',
  vinConfirmed: false,
  postalCodeConfirmed: false,
  donorType: 'individual',
  corporationName: '',
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
  unattendedPickup: false,
  notes: '',
  acquisitionYear: '',
  acquisitionMonth: '',
  acquisitionKind: '',
  acquisitionCost: '',
  newsConsent: false,
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
    vinConfirmed: values.vinConfirmed,
    hasLienOrFinance: values.hasLienOrFinance,
    // Kept on the donation: staff and the receipt describe the vehicle with them (issue 33).
    ...detailsRequest(values),
    postalCodeConfirmed: values.postalCodeConfirmed,
    donorType: values.donorType,
    corporationName: values.donorType === 'corporation' ? values.corporationName.trim() || null : null,
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
    unattendedPickup: values.unattendedPickup,
    notes: values.notes.trim() || null,
    acquisitionYear: values.acquisitionYear.length === 4 ? Number(values.acquisitionYear) : null,
    acquisitionMonth: values.acquisitionMonth ? Number(values.acquisitionMonth) : null,
    acquisitionKind: values.acquisitionKind || null,
    acquisitionCost: numberOrUndefined(values.acquisitionCost) ?? null,
    newsConsent: values.newsConsent,
  } as Partial<CreateDonationRequestInput>;
}

/**
 * The valuation request for step 1. The wizard asks yes/no about accidents: "yes" keeps the level the
 * calculator handed over, else reads as "minor" (the milder level); service history and modifications
 * come from the calculator too, else good and none. A boat's or other vehicle's serial number is not a
 * VIN the estimator can check, so it is not sent.
 */
export function toValuationRequest(values: WizardValues, details: ValuationDetails = {}): ValuationRequest {
  const year = Number(values.year);
  return {
    year,
    make: values.make,
    model: values.model,
    trim: values.trim.trim() || null,
    mileage: Number(values.mileage),
    condition: values.condition,
    accidents: accidentLevel(values.hasAccidents, details.accidents),
    serviceHistory: details.serviceHistory ?? 'good',
    modifications: details.modifications ?? null,
    location: values.province || DEFAULT_PROVINCE,
    vin: vinCheckApplies(year, values.vehicleType) && values.vin.trim() ? values.vin : null,
    vinConfirmed: values.vinConfirmed,
    hasLienOrFinance: values.hasLienOrFinance,
    ...detailsRequest(values),
    donorType: values.donorType,
  };
}

/** The wizard's yes/no about accidents as the calculator's level. */
export function accidentLevel(hasAccidents: boolean, handedOver: AccidentLevel | undefined): AccidentLevel {
  if (!hasAccidents) return 'none';
  return handedOver && handedOver !== 'none' ? handedOver : 'minor';
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
  'unattendedPickup',
  'notes',
  'acquisitionYear',
  'acquisitionMonth',
  'donorType',
  'corporationName',
  'acquisitionKind',
  'acquisitionCost',
  'newsConsent',
];

/** Server and schema field names to the form's (the charity picker holds charityId and charityChoice). */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field === 'charityId' || field === 'charityChoice' ? 'charity' : field;
    out[name] ??= message;
  }
  return out;
}
