import { isProvinceCode, type ProvinceCode } from '@shared/geo/provinces';
import {
  ACCIDENT_LEVELS,
  BOAT_LENGTH_FT,
  BOAT_TYPES,
  findMake,
  findModel,
  RV_CLASSES,
  SERVICE_HISTORY_LEVELS,
  TITLE_BRANDS,
  VEHICLE_CONDITIONS,
  type AccidentLevel,
  type BoatType,
  type RvClass,
  type ServiceHistoryLevel,
  type TitleBrand,
  type VehicleCondition,
} from '@shared/vehicles/catalogue';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import type { ValuationFormValues } from './valuationFormModel';

/**
 * The calculator ↔ wizard hand-off: every fact the calculator asked travels in the query string, so the
 * wizard values the same vehicle (same province, same accident history) and "Back" reopens a filled
 * calculator. One parameter list for both directions.
 */
export interface HandOffVehicle {
  year: string | number;
  make: string;
  model: string;
  trim?: string | null;
  mileage: string | number;
  condition: string;
  accidents: string;
  serviceHistory: string;
  modifications?: string | null;
  /** The calculator's "location", the wizard's "province". */
  province: string;
  vin?: string | null;
  hasLienOrFinance: boolean;
  titleBrand?: string | null;
  rvClass?: string | null;
  boatLengthFt?: number | string | null;
  boatType?: string | null;
}

function handOffParams(v: HandOffVehicle): URLSearchParams {
  const params = new URLSearchParams({
    year: String(v.year),
    make: v.make,
    model: v.model,
    mileage: String(v.mileage),
    condition: v.condition,
    accidents: v.accidents,
    serviceHistory: v.serviceHistory,
    province: v.province,
    vin: (v.vin ?? '').trim(),
    hasLienOrFinance: String(v.hasLienOrFinance),
  });
  // Optional text is left out when empty, so the links stay short.
  if (v.trim?.trim()) params.set('trim', v.trim.trim());
  if (v.modifications?.trim()) params.set('modifications', v.modifications.trim());
  if (v.titleBrand && v.titleBrand !== 'clean') params.set('titleBrand', v.titleBrand);
  if (v.rvClass) params.set('rvClass', v.rvClass);
  if (v.boatLengthFt !== null && v.boatLengthFt !== undefined && v.boatLengthFt !== '')
    params.set('boatLengthFt', String(v.boatLengthFt));
  if (v.boatType) params.set('boatType', v.boatType);
  return params;
}

/**
 * `/donate?...&estimatedValue=&prefilled=true`. The condition goes through unchanged (DECISIONS §5:
 * the prototype's good→excellent mapping misstated the vehicle).
 */
export function donateLink(vehicle: HandOffVehicle, estimatedValue: number): string {
  const params = handOffParams(vehicle);
  params.set('estimatedValue', String(estimatedValue));
  params.set('prefilled', 'true');
  return `/donate?${params.toString()}`;
}

/** `/vehicle-valuation?...`: the calculator filled with this vehicle (it values it again on arrival). */
export function calculatorLink(vehicle: HandOffVehicle): string {
  return `/vehicle-valuation?${handOffParams(vehicle).toString()}`;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** What a hand-off query says, checked field by field; anything out of shape is left out, not guessed. */
export interface HandOffQuery {
  year?: string;
  make?: string;
  model?: string;
  trim?: string;
  mileage?: number;
  condition?: VehicleCondition;
  accidents?: AccidentLevel;
  serviceHistory?: ServiceHistoryLevel;
  modifications?: string;
  province?: ProvinceCode;
  vin?: string;
  hasLienOrFinance?: boolean;
  titleBrand?: TitleBrand;
  rvClass?: RvClass;
  boatLengthFt?: number;
  boatType?: BoatType;
}

export function readHandOff(search: string): HandOffQuery {
  const q = new URLSearchParams(search);
  const out: HandOffQuery = {};
  const text = (name: string, max: number) => q.get(name)?.trim().slice(0, max) || undefined;
  const year = q.get('year') ?? '';
  if (/^\d{4}$/.test(year)) out.year = year;
  // Make and model only as catalogued (the pickers offer nothing else), in the catalogue's spelling.
  const make = findMake(q.get('make') ?? '');
  out.make = make?.name;
  out.model = make ? findModel(make.name, q.get('model') ?? '')?.name : undefined;
  out.trim = text('trim', 100);
  const mileage = Number(q.get('mileage') ?? '');
  if (q.get('mileage') && Number.isInteger(mileage) && mileage >= 0) out.mileage = mileage;
  out.condition = oneOf(VEHICLE_CONDITIONS, q.get('condition'));
  out.accidents = oneOf(ACCIDENT_LEVELS, q.get('accidents'));
  out.serviceHistory = oneOf(SERVICE_HISTORY_LEVELS, q.get('serviceHistory'));
  out.modifications = text('modifications', 500);
  const province = q.get('province');
  if (isProvinceCode(province)) out.province = province;
  out.vin = text('vin', 17);
  if (q.has('hasLienOrFinance')) out.hasLienOrFinance = q.get('hasLienOrFinance') === 'true';
  out.titleBrand = oneOf(TITLE_BRANDS, q.get('titleBrand'));
  out.rvClass = oneOf(RV_CLASSES, q.get('rvClass'));
  const length = Number(q.get('boatLengthFt') ?? '');
  if (q.get('boatLengthFt') && length >= BOAT_LENGTH_FT.min && length <= BOAT_LENGTH_FT.max)
    out.boatLengthFt = length;
  out.boatType = oneOf(BOAT_TYPES, q.get('boatType'));
  for (const key of Object.keys(out) as (keyof HandOffQuery)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/** The calculator's inputs for a hand-off query (the form keeps its defaults for what is missing). */
export function toCalculatorValues(q: HandOffQuery): Partial<ValuationFormValues> {
  const values: Partial<ValuationFormValues> = {};
  if (q.year) values.year = q.year;
  if (q.make) values.make = q.make;
  if (q.model) values.model = q.model;
  if (q.trim) values.trim = q.trim;
  if (q.mileage !== undefined) values.mileage = q.mileage;
  if (q.condition) values.condition = q.condition;
  if (q.accidents) values.accidents = q.accidents;
  if (q.serviceHistory) values.serviceHistory = q.serviceHistory;
  if (q.modifications) values.modifications = q.modifications;
  if (q.province) values.location = q.province;
  if (q.vin) values.vin = q.vin;
  if (q.hasLienOrFinance !== undefined) values.hasLienOrFinance = q.hasLienOrFinance;
  if (q.titleBrand) values.titleBrand = q.titleBrand;
  if (q.rvClass) values.rvClass = q.rvClass;
  if (q.boatLengthFt !== undefined) values.boatLengthFt = q.boatLengthFt;
  if (q.boatType) values.boatType = q.boatType;
  return values;
}

/** Whether the query names a whole vehicle, so the calculator can value it on arrival. */
export function isCompleteHandOff(q: HandOffQuery): boolean {
  return Boolean(q.year && q.make && q.model && q.mileage !== undefined && q.province);
}

/** The hand-off of a valuation the calculator ran. */
export function handOffOf(request: ValuationRequest): HandOffVehicle {
  return { ...request, province: request.location };
}
