import '@client/lib/zod-browser';
import { z } from 'zod';
import { makeCreateDonationRequest, type CreateDonationRequest } from '@shared/donations/donation.schemas';
import { PROVINCE_CODES } from '@shared/geo/provinces';
import { VEHICLE_CONDITIONS, VEHICLE_TYPES } from '@shared/vehicles/catalogue';
import {
  checkMileage,
  checkModelYear,
  checkVin,
  checkYear,
  vehicleIdentityShape,
  vinField,
  type VehicleBounds,
} from '@shared/vehicles/valuation.schemas';
import { issuesToErrors, type Translate } from '@client/features/vehicles/valuationFormModel';
import { toDonationInput, type WizardValues } from './wizardModel';

/*
 * The wizard's rules: the shared schemas the server runs. A separate module the page imports when the
 * donor first uses the form (DonationWizardPage), so zod is not built while the page loads.
 */

/**
 * Step 1's rules, from the same shared building blocks as the submission schema (which checks the
 * vehicle only once every donor field is valid, so it cannot judge step 1 alone).
 */
export function makeVehicleStepSchema(bounds: VehicleBounds) {
  return z
    .object({
      vehicleType: z.enum(VEHICLE_TYPES, { error: 'validation:vehicleTypeRequired' }),
      ...vehicleIdentityShape,
      condition: z.enum(VEHICLE_CONDITIONS, { error: 'validation:conditionRequired' }),
      vin: vinField,
      vinConfirmed: z.boolean().optional(),
      province: z.enum(PROVINCE_CODES, { error: 'validation:provinceRequired' }),
    })
    .superRefine((v, ctx) => {
      if (checkYear(v.year, bounds, ctx)) checkModelYear(v.make, v.model, v.year, ctx);
      checkMileage(v.mileage, bounds, ctx);
      checkVin(v.vin, v.year, v.vehicleType, ctx, v.vinConfirmed);
    });
}

export type StepResult<T> =
  { ok: true; data: T; errors: Record<string, never> } | { ok: false; errors: Record<string, string> };

export function validateVehicleStep(values: WizardValues, bounds: VehicleBounds, t: Translate) {
  const parsed = makeVehicleStepSchema(bounds).safeParse(toDonationInput(values, null));
  return parsed.success
    ? ({ ok: true, data: parsed.data, errors: {} } as const)
    : ({ ok: false, errors: issuesToErrors(parsed.error.issues, t) } as const);
}

/** The whole submission, checked by the schema the server runs, with the platform's bounds. */
export function validateDonation(
  values: WizardValues,
  estimatedValue: number | null,
  bounds: VehicleBounds,
  t: Translate,
): StepResult<CreateDonationRequest> {
  const parsed = makeCreateDonationRequest(bounds).safeParse(toDonationInput(values, estimatedValue));
  return parsed.success
    ? { ok: true, data: parsed.data, errors: {} }
    : { ok: false, errors: issuesToErrors(parsed.error.issues, t) };
}
