import { calculatorLink, readHandOff } from '@client/features/vehicles/donateLink';
import {
  vehicleClassOf,
  vehicleTypeOfClass,
  type AccidentLevel,
  type ServiceHistoryLevel,
} from '@shared/vehicles/catalogue';
import { detailsRequest } from '@client/features/vehicles/vehicleDetails';
import { accidentLevel, type WizardValues } from './wizardModel';

/** Facts the calculator priced with that the wizard does not ask, kept so its estimate is the same. */
export interface ValuationDetails {
  accidents?: AccidentLevel;
  serviceHistory?: ServiceHistoryLevel;
  modifications?: string;
}

export interface Prefill {
  values: Partial<WizardValues>;
  details: ValuationDetails;
  /** The calculator's estimate in dollars, when it handed one over. */
  estimatedValue: number | null;
  prefilled: boolean;
}

/**
 * Reads the calculator's hand-off (`/donate?year=&make=&model=&trim=&mileage=&condition=&accidents=
 * &serviceHistory=&modifications=&province=&vin=&hasLienOrFinance=&estimatedValue=&prefilled=true`).
 * The condition is kept as given (DECISIONS §5); anything not in the catalogue or out of shape is left
 * out rather than guessed.
 */
export function readPrefill(search: string): Prefill {
  const q = readHandOff(search);
  const values: Partial<WizardValues> = {};
  if (q.make && q.model) values.vehicleType = vehicleTypeOfClass(vehicleClassOf(q.make, q.model));
  if (q.year) values.year = q.year;
  if (q.make) values.make = q.make;
  if (q.model) values.model = q.model;
  if (q.trim) values.trim = q.trim;
  if (q.mileage !== undefined) values.mileage = q.mileage;
  if (q.condition) values.condition = q.condition;
  if (q.accidents) values.hasAccidents = q.accidents !== 'none';
  if (q.province) values.province = q.province;
  if (q.vin) values.vin = q.vin;
  if (q.hasLienOrFinance) values.hasLienOrFinance = true;
  if (q.titleBrand) values.titleBrand = q.titleBrand;
  if (q.rvClass) values.rvClass = q.rvClass;
  if (q.boatLengthFt !== undefined) values.boatLengthFt = q.boatLengthFt;
  if (q.boatType) values.boatType = q.boatType;
  const details: ValuationDetails = {};
  if (q.accidents) details.accidents = q.accidents;
  if (q.serviceHistory) details.serviceHistory = q.serviceHistory;
  if (q.modifications) details.modifications = q.modifications;
  const raw = new URLSearchParams(search);
  const estimate = Number(raw.get('estimatedValue') ?? '');
  return {
    values,
    details,
    estimatedValue: raw.get('estimatedValue') && Number.isFinite(estimate) && estimate >= 0 ? estimate : null,
    prefilled: raw.get('prefilled') === 'true',
  };
}

/** `/vehicle-valuation?...` with the wizard's vehicle as it stands, for "Back to the calculator". */
export function calculatorLinkFor(values: WizardValues, details: ValuationDetails): string {
  return calculatorLink({
    year: values.year,
    make: values.make,
    model: values.model,
    trim: values.trim,
    mileage: values.mileage,
    condition: values.condition,
    accidents: accidentLevel(values.hasAccidents, details.accidents),
    serviceHistory: details.serviceHistory ?? 'good',
    modifications: details.modifications ?? null,
    province: values.province,
    vin: values.vin,
    hasLienOrFinance: values.hasLienOrFinance,
    ...detailsRequest(values),
  });
}
