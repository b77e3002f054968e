import { z } from 'zod';
import { PROVINCE_CODES } from '../geo/provinces';
import {
  isValidHin,
  normalizeVin,
  VIN_LENGTH,
  vinCheckApplies,
  vinCheckDigitIsMandatory,
  vinProblem,
  type VinProblem,
} from '../validation/vin';
import {
  ACCIDENT_LEVELS,
  BOAT_LENGTH_FT,
  BOAT_TYPES,
  RV_CLASSES,
  SERVICE_HISTORY_LEVELS,
  TITLE_BRANDS,
  VEHICLE_CONDITIONS,
  vehicleClassOf,
  vehicleTypeOfClass,
} from './catalogue';
import { modelYearNotMade } from './model-years';

/**
 * Request schemas of the vehicle valuation (spec §3, §5). Messages are keys of the `validation`
 * namespace; custom issues carry their numbers in `params` ({ minimum, maximum }), built-in ones on
 * the issue itself, so translate with t(issue.message, { ...issue, ...issue.params }).
 */

/** Limits that come from platform settings; a function is read at every parse. */
export interface VehicleBounds {
  minYear: number;
  currentYear: number;
  maxMileage: number;
}
export type BoundsSource = VehicleBounds | (() => VehicleBounds);

export function readBounds(source: BoundsSource): VehicleBounds {
  return typeof source === 'function' ? source() : source;
}

export const vehicleYearField = z
  .number({ error: 'validation:yearRequired' })
  .int({ error: 'validation:yearRequired' });

export const mileageField = z
  .number({ error: 'validation:mileageRequired' })
  .int({ error: 'validation:mileageWhole' })
  .min(0, { error: 'validation:mileageNegative' });

export const requiredText = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation:textTooLong' });

export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'validation:textTooLong' }).nullish();

/** Uppercased, spaces and hyphens removed, at most 17 characters; empty becomes null. */
export const vinField = z
  .string()
  .overwrite(normalizeVin)
  .max(VIN_LENGTH, { error: 'validation:vinTooLong' })
  .transform((vin) => (vin === '' ? null : vin))
  .nullish();

const VIN_MESSAGES: Record<VinProblem, string> = {
  length: 'validation:vinLength',
  characters: 'validation:vinCharacters',
  checkDigit: 'validation:vinCheckDigit',
};

type IssueSink = z.RefinementCtx;

/** Adds the year-range issue when the year is outside the settings' bounds; true when it is within. */
export function checkYear(year: unknown, bounds: VehicleBounds, ctx: IssueSink): boolean {
  if (typeof year !== 'number' || !Number.isInteger(year)) return false;
  if (year < bounds.minYear || year > bounds.currentYear) {
    ctx.addIssue({
      code: 'custom',
      path: ['year'],
      message: 'validation:yearRange',
      params: { minimum: bounds.minYear, maximum: bounds.currentYear },
    });
    return false;
  }
  return true;
}

/** Adds an issue on the year when the catalogue knows the model was not made that year (issue 33). */
export function checkModelYear(make: unknown, model: unknown, year: unknown, ctx: IssueSink): void {
  if (typeof make !== 'string' || typeof model !== 'string' || typeof year !== 'number') return;
  const years = modelYearNotMade(make, model, year);
  if (years === null) return;
  ctx.addIssue({
    code: 'custom',
    path: ['year'],
    message: 'validation:modelYearNotMade',
    params: { year, make: make.trim(), model: model.trim(), years },
  });
}

/** The title brand, an RV's class, a boat's length and type: asked by the calculator and the wizard. */
export const vehicleDetailsShape = {
  titleBrand: z.enum(TITLE_BRANDS, { error: 'validation:choiceInvalid' }).default('clean'),
  rvClass: z.enum(RV_CLASSES, { error: 'validation:choiceInvalid' }).nullish(),
  boatLengthFt: z
    .number({ error: 'validation:boatLengthInvalid' })
    .min(BOAT_LENGTH_FT.min, { error: 'validation:boatLengthInvalid' })
    .max(BOAT_LENGTH_FT.max, { error: 'validation:boatLengthInvalid' })
    .nullish(),
  boatType: z.enum(BOAT_TYPES, { error: 'validation:choiceInvalid' }).nullish(),
};

/** Adds the mileage-ceiling issue. */
export function checkMileage(mileage: unknown, bounds: VehicleBounds, ctx: IssueSink): void {
  if (typeof mileage === 'number' && mileage > bounds.maxMileage) {
    ctx.addIssue({
      code: 'custom',
      path: ['mileage'],
      message: 'validation:mileageMax',
      params: { maximum: bounds.maxMileage },
    });
  }
}

/** Full VIN check (length, letters, check digit) when the vehicle's year and type call for it. */
export function checkVin(
  vin: unknown,
  year: unknown,
  vehicleType: string,
  ctx: IssueSink,
  /** The donor confirmed an identifier the check could not confirm (a warning, not an error). */
  confirmed: unknown = false,
): void {
  // Longer than 17 is already reported by the field itself.
  if (typeof vin !== 'string' || vin === '' || vin.length > VIN_LENGTH || typeof year !== 'number') return;
  const warn = (message: string) => {
    if (confirmed !== true) ctx.addIssue({ code: 'custom', path: ['vin'], message });
  };
  if (vehicleType === 'boat') {
    if (!isValidHin(vin)) warn('validation:hinConfirm');
    return;
  }
  if (vehicleType === 'other') return; // a trailer's or other vehicle's serial, as on the ownership
  // Before 1981 the identifier is a maker's serial; a 17-character one is checked, softly.
  if (!vinCheckApplies(year, vehicleType) && vin.length !== VIN_LENGTH) return;
  const problem = vinProblem(vin);
  if (!problem) return;
  if (problem === 'checkDigit' && !vinCheckDigitIsMandatory(vin, year))
    warn('validation:vinCheckDigitConfirm');
  else ctx.addIssue({ code: 'custom', path: ['vin'], message: VIN_MESSAGES[problem] });
}

/** The vehicle as every form asks for it (calculator, wizard step 1, donation): year to mileage. */
export const vehicleIdentityShape = {
  year: vehicleYearField,
  make: requiredText('validation:makeRequired', 100),
  model: requiredText('validation:modelRequired', 100),
  trim: optionalText(100),
  mileage: mileageField,
};

export const DONOR_TYPES = ['individual', 'corporation'] as const;
export type DonorType = (typeof DONOR_TYPES)[number];

/** ValuationRequest with year and mileage limits from settings (minimum year, maximum mileage). */
export function makeValuationRequest(bounds: BoundsSource) {
  return z
    .object({
      ...vehicleIdentityShape,
      condition: z.enum(VEHICLE_CONDITIONS, { error: 'validation:conditionRequired' }).default('good'),
      accidents: z.enum(ACCIDENT_LEVELS, { error: 'validation:choiceInvalid' }).default('none'),
      serviceHistory: z.enum(SERVICE_HISTORY_LEVELS, { error: 'validation:choiceInvalid' }).default('good'),
      modifications: optionalText(500),
      location: z.enum(PROVINCE_CODES, { error: 'validation:locationRequired' }),
      vin: vinField,
      /** The donor confirmed a VIN whose check digit is not mandatory (an import, before 1981). */
      vinConfirmed: z.boolean({ error: 'validation:choiceInvalid' }).optional(),
      hasLienOrFinance: z.boolean({ error: 'validation:choiceInvalid' }).default(false),
      ...vehicleDetailsShape,
      // When the donor acquired it, for the "recently acquired" hint (ITA 248(35)); optional.
      acquisitionYear: z
        .number({ error: 'validation:acquisitionYearInvalid' })
        .int({ error: 'validation:acquisitionYearInvalid' })
        .min(1900, { error: 'validation:acquisitionYearInvalid' })
        .max(2100, { error: 'validation:acquisitionYearInvalid' })
        .nullish(),
      acquisitionMonth: z
        .number({ error: 'validation:acquisitionMonthInvalid' })
        .int({ error: 'validation:acquisitionMonthInvalid' })
        .min(1, { error: 'validation:acquisitionMonthInvalid' })
        .max(12, { error: 'validation:acquisitionMonthInvalid' })
        .nullish(),
      /** A corporation deducts the gift instead of claiming a credit (ITA 110.1). */
      donorType: z.enum(DONOR_TYPES, { error: 'validation:choiceInvalid' }).optional(),
    })
    .superRefine((value, ctx) => {
      const limits = readBounds(bounds);
      if (checkYear(value.year, limits, ctx)) checkModelYear(value.make, value.model, value.year, ctx);
      checkMileage(value.mileage, limits, ctx);
      // The calculator has no vehicle type: the catalogued class tells a boat from a car.
      if (typeof value.make === 'string' && typeof value.model === 'string') {
        checkVin(
          value.vin,
          value.year,
          vehicleTypeOfClass(vehicleClassOf(value.make, value.model)),
          ctx,
          value.vinConfirmed,
        );
      }
    });
}

/**
 * The calculator's request with the spec's bounds (year 1900 to this year, at most 500,000 km). The
 * server builds its own with makeValuationRequest and the platform settings.
 */
export const ValuationRequest = makeValuationRequest(() => ({
  minYear: 1900,
  currentYear: new Date().getFullYear(),
  maxMileage: 500_000,
}));
export type ValuationRequest = z.output<typeof ValuationRequest>;
export type ValuationRequestInput = z.input<typeof ValuationRequest>;
