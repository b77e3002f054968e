import { modelYearNotMade } from '@shared/vehicles/model-years';
import type { z } from 'zod';
import { DEFAULT_PROVINCE, type ProvinceCode } from '@shared/geo/provinces';
import {
  DEFAULT_CONDITION,
  type AccidentLevel,
  type ServiceHistoryLevel,
  type VehicleCondition,
} from '@shared/vehicles/catalogue';
import type { ValuationRequestInput, VehicleBounds } from '@shared/vehicles/valuation.schemas';
import type { VehicleIdentityValues } from './VehicleIdentityFields';
import { detailsRequest, INITIAL_DETAILS, type VehicleDetailsValues } from './vehicleDetails';
import type { Locale } from '@shared/i18n/language';

/** What the inputs hold: selects and text fields are strings, the mileage may be empty. */
export interface ValuationFormValues extends VehicleIdentityValues, VehicleDetailsValues {
  condition: VehicleCondition;
  accidents: AccidentLevel;
  serviceHistory: ServiceHistoryLevel;
  modifications: string;
  location: ProvinceCode | '';
  vin: string;
  hasLienOrFinance: boolean;
  /** A corporation deducts the gift instead of claiming a credit. */
  donorType: 'individual' | 'corporation';
  /** Optional: when the donor acquired it ('' when not given). */
  acquisitionYear: string;
  acquisitionMonth: string;
}

/** Spec §5 defaults: condition good, no accidents, good service history, Ontario, no lien. */
export const INITIAL_VALUES: ValuationFormValues = {
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  condition: DEFAULT_CONDITION,
  accidents: 'none',
  serviceHistory: 'good',
  modifications: '',
  location: DEFAULT_PROVINCE,
  vin: '',
  hasLienOrFinance: false,
  donorType: 'individual',
  acquisitionYear: '',
  acquisitionMonth: '',
  ...INITIAL_DETAILS,
};

/** The request body for the values; an empty input is left out so the schema says it is required. */
export function toRequestInput(values: ValuationFormValues): Partial<ValuationRequestInput> {
  const mileage = values.mileage === '' ? undefined : Number(values.mileage);
  return {
    year: values.year.length >= 4 ? Number(values.year) : undefined,
    make: values.make,
    model: values.model,
    trim: values.trim.trim() || null,
    mileage: Number.isFinite(mileage) ? mileage : undefined,
    condition: values.condition,
    accidents: values.accidents,
    serviceHistory: values.serviceHistory,
    modifications: values.modifications.trim() || null,
    location: values.location || undefined,
    vin: values.vin,
    hasLienOrFinance: values.hasLienOrFinance,
    ...detailsRequest(values),
    donorType: values.donorType,
    acquisitionYear: values.acquisitionYear ? Number(values.acquisitionYear) : null,
    acquisitionMonth:
      values.acquisitionYear && values.acquisitionMonth ? Number(values.acquisitionMonth) : null,
  } as Partial<ValuationRequestInput>;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Field name -> translated message, the first issue of each field (the schema's messages are keys). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (errors[field]) continue;
    const params = (issue as { params?: Record<string, unknown> }).params ?? {};
    errors[field] = t(issue.message, { ...issue, ...params });
  }
  return errors;
}

const MONTHS: Partial<Record<Locale, { value: string; label: string }[]>> = {};

/**
 * The twelve months by name in the visitor's language (an acquisition date's month), made once per
 * language: building the Intl formatter and the names cost ~0.1 ms per render of the calculator.
 */
export function monthOptions(french: boolean): { value: string; label: string }[] {
  const language = french ? 'fr' : 'en';
  let months = MONTHS[language];
  if (!months) {
    const name = new Intl.DateTimeFormat(french ? 'fr-CA' : 'en-CA', { month: 'long' });
    months = MONTHS[language] = Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1),
      label: name.format(new Date(Date.UTC(2024, i, 15))),
    }));
  }
  return months;
}

/** Years for the picker, newest first, from this year down to the platform's minimum year. */
export function yearOptions(
  bounds: Pick<VehicleBounds, 'minYear' | 'currentYear'>,
  /** The chosen make and model: only the years the catalogue says it was made (issue 33). */
  vehicle: { make: string; model: string } = { make: '', model: '' },
): string[] {
  const years: string[] = [];
  for (let y = bounds.currentYear; y >= bounds.minYear; y--)
    if (!vehicle.model || modelYearNotMade(vehicle.make, vehicle.model, y) === null) years.push(String(y));
  return years;
}
