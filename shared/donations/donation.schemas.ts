import { z } from 'zod';
import { beyondCalculator, DONATION_MAX_MILEAGE, DONATION_MIN_YEAR, donationBounds } from './donation-bounds';
import { isProvinceCode, PROVINCE_CODES } from '../geo/provinces';
import { toCents } from '../money';
import { parseNorthAmericanPhone } from '../validation/phone';
import { normalizePostalCode, postalCodeMatchesProvince } from '../validation/postal-code';
import { VEHICLE_CONDITIONS, VEHICLE_TYPES } from '../vehicles/catalogue';
import { PICKUP_PREFERENCES, PICKUP_TIMES } from './pickup';
import { isPickupDateInPast } from './pickup-date';
import { ACQUISITION_KINDS } from '../tax/deemed-fmv';
import {
  type BoundsSource,
  checkMileage,
  checkVin,
  checkModelYear,
  checkYear,
  optionalText,
  readBounds,
  requiredText,
  DONOR_TYPES,
  vehicleDetailsShape,
  vehicleIdentityShape,
  vinField,
} from '../vehicles/valuation.schemas';

/**
 * CreateDonationRequest: the wizard's submission (spec §3, §5; DECISIONS §2, §5, §6). Messages are
 * keys of the `validation` namespace, on the path of the field they are about.
 */

export { PICKUP_PREFERENCES, PICKUP_TIMES, type PickupPreference, type PickupTime } from './pickup';

/** Dollars as a JSON number or decimal string, exact to the cent; output is a number of dollars. */
export const moneyField = z
  .union([z.number(), z.string()], { error: 'validation:amountInvalid' })
  .transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null || cents < 0 || cents > 9_999_999_999) {
      ctx.addIssue({ code: 'custom', message: 'validation:amountInvalid' });
      return z.NEVER;
    }
    return cents / 100;
  });

/** Trimmed; output is E.164 ("+16135550123"). */
export const phoneField = requiredText('validation:phoneRequired', 40).transform((value, ctx) => {
  const parsed = parseNorthAmericanPhone(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: 'validation:phoneInvalid' });
    return z.NEVER;
  }
  return parsed.e164;
});

/** Output is "K1A 0B1". */
export const postalCodeField = requiredText('validation:postalCodeRequired', 10).transform((value, ctx) => {
  const normalized = normalizePostalCode(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: 'validation:postalCodeInvalid' });
    return z.NEVER;
  }
  return normalized;
});

export const emailField = z
  .string({ error: 'validation:emailInvalid' })
  .trim()
  .max(255, { error: 'validation:emailInvalid' })
  .pipe(z.email({ error: 'validation:emailInvalid' }));

const isoDateField = z.iso.date({ error: 'validation:dateInvalid' });

/**
 * CreateDonationRequest with year and mileage limits from the platform settings. `now` dates the
 * earliest pickup date (today in the donor's province); tests pass a fixed clock.
 */
export function makeCreateDonationRequest(bounds: BoundsSource, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return z
    .object({
      // Vehicle
      vehicleType: z.enum(VEHICLE_TYPES, { error: 'validation:vehicleTypeRequired' }).default('car'),
      ...vehicleIdentityShape,
      // Title brand, RV class, boat length and type: they set the estimate and are kept (issue 33).
      ...vehicleDetailsShape,
      titleBrand: vehicleDetailsShape.titleBrand.removeDefault().nullish(),
      condition: z.enum(VEHICLE_CONDITIONS, { error: 'validation:conditionRequired' }),
      hasAccidents: z.boolean({ error: 'validation:choiceInvalid' }).default(false),
      vin: vinField,
      hasLienOrFinance: z.boolean({ error: 'validation:choiceInvalid' }).default(false),
      estimatedValue: moneyField.nullish(),
      // Donor
      firstName: requiredText('validation:firstNameRequired', 255),
      lastName: requiredText('validation:lastNameRequired', 255),
      email: emailField,
      phone: phoneField,
      address: requiredText('validation:addressRequired', 255),
      city: requiredText('validation:cityRequired', 100),
      province: z.enum(PROVINCE_CODES, { error: 'validation:provinceRequired' }),
      postalCode: postalCodeField,
      // Preferences
      charityId: z
        .number({ error: 'validation:charityRequired' })
        .int({ error: 'validation:charityRequired' })
        .positive({ error: 'validation:charityRequired' })
        .nullable()
        .default(null),
      charityChoice: z.literal('recommend', { error: 'validation:charityRequired' }).nullable().default(null),
      pickupPreference: z.enum(PICKUP_PREFERENCES, { error: 'validation:pickupPreferenceRequired' }),
      preferredDate: isoDateField.nullish(),
      preferredPickupTime: z.enum(PICKUP_TIMES, { error: 'validation:choiceInvalid' }).nullish(),
      // Keys and papers left in the vehicle; the driver leaves a tow receipt in exchange.
      unattendedPickup: z.boolean({ error: 'validation:choiceInvalid' }).default(false),
      notes: optionalText(2000),
      // Deemed fair market value (ITA 248(35)): both optional, asked together.
      acquisitionYear: z
        .number({ error: 'validation:acquisitionYearInvalid' })
        .int({ error: 'validation:acquisitionYearInvalid' })
        .nullish(),
      acquisitionMonth: z
        .number({ error: 'validation:acquisitionMonthInvalid' })
        .int({ error: 'validation:acquisitionMonthInvalid' })
        .min(1, { error: 'validation:acquisitionMonthInvalid' })
        .max(12, { error: 'validation:acquisitionMonthInvalid' })
        .nullish(),
      acquisitionKind: z.enum(ACQUISITION_KINDS, { error: 'validation:choiceInvalid' }).nullish(),
      /** A corporation's receipt carries its name; the first and last names are its contact. */
      donorType: z.enum(DONOR_TYPES, { error: 'validation:choiceInvalid' }).optional(),
      corporationName: optionalText(255),
      /** The donor confirmed an identifier the check could not confirm (import, pre-1981, boat). */
      vinConfirmed: z.boolean({ error: 'validation:choiceInvalid' }).optional(),
      /** The donor confirmed a postal code outside the province (moved, rural route). */
      postalCodeConfirmed: z.boolean({ error: 'validation:choiceInvalid' }).optional(),
      acquisitionCost: moneyField.nullish(),
      newsConsent: z.boolean({ error: 'validation:choiceInvalid' }).default(false),
    })
    .superRefine((value, ctx) => {
      const limits = readBounds(bounds);
      if (checkYear(value.year, limits, ctx)) checkModelYear(value.make, value.model, value.year, ctx);
      checkMileage(value.mileage, limits, ctx);
      checkVin(value.vin, value.year, value.vehicleType, ctx, value.vinConfirmed);

      if (typeof value.postalCode === 'string' && isProvinceCode(value.province)) {
        // People move and rural routes cross lines: a mismatch is a warning the donor can confirm.
        if (
          normalizePostalCode(value.postalCode) &&
          !postalCodeMatchesProvince(value.postalCode, value.province) &&
          value.postalCodeConfirmed !== true
        ) {
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation:postalCodeProvince' });
        }
      }

      const hasCharity = value.charityId !== null && value.charityId !== undefined;
      const recommend = value.charityChoice === 'recommend';
      if (hasCharity === recommend) {
        ctx.addIssue({
          code: 'custom',
          path: ['charityId'],
          message: hasCharity ? 'validation:charityChoiceConflict' : 'validation:charityRequired',
        });
      }

      if (value.pickupPreference === 'schedule' && !value.preferredDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferredDate'],
          message: 'validation:preferredDateRequired',
        });
      }
      if (
        typeof value.preferredDate === 'string' &&
        isoDateField.safeParse(value.preferredDate).success &&
        isPickupDateInPast(value.preferredDate, isProvinceCode(value.province) ? value.province : null, now())
      ) {
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'validation:preferredDatePast' });
      }

      checkAcquisition(value, limits.currentYear, ctx);
      if (value.donorType === 'corporation' && !value.corporationName) {
        ctx.addIssue({
          code: 'custom',
          path: ['corporationName'],
          message: 'validation:corporationNameRequired',
        });
      }
    });
}

function checkAcquisition(
  value: { year: unknown; acquisitionYear?: unknown; acquisitionCost?: unknown },
  currentYear: number,
  ctx: z.RefinementCtx,
): void {
  const { acquisitionYear, acquisitionCost } = value;
  if (typeof acquisitionYear === 'number' && Number.isInteger(acquisitionYear)) {
    // A vehicle can be bought the year before its model year.
    const minimum = typeof value.year === 'number' ? value.year - 1 : 1900;
    if (acquisitionYear < minimum || acquisitionYear > currentYear) {
      ctx.addIssue({
        code: 'custom',
        path: ['acquisitionYear'],
        message: 'validation:acquisitionYearRange',
        params: { minimum, maximum: currentYear },
      });
    }
  } else if (typeof acquisitionCost === 'number') {
    ctx.addIssue({
      code: 'custom',
      path: ['acquisitionYear'],
      message: 'validation:acquisitionYearRequired',
    });
  }
}

/**
 * The request with this year's donation bounds, for documentation and the client's types. The server
 * builds its own with makeCreateDonationRequest and the same bounds.
 */
export { beyondCalculator, DONATION_MAX_MILEAGE, DONATION_MIN_YEAR, donationBounds };
export const CreateDonationRequest = makeCreateDonationRequest(() =>
  donationBounds(new Date().getFullYear()),
);
export type CreateDonationRequest = z.output<typeof CreateDonationRequest>;
export type CreateDonationRequestInput = z.input<typeof CreateDonationRequest>;
