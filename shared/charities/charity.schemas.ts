import { z } from 'zod';
import { PROVINCE_CODES } from '../geo/provinces';
import { emailField, moneyField, phoneField, postalCodeField } from '../donations/donation.schemas';
import { optionalText, requiredText } from '../vehicles/valuation.schemas';
import { CHARITY_CATEGORIES, FOCUS_AREAS } from './categories';
import {
  normalizeRegistrationNumber,
  registrationNumberMessage,
  registrationNumberProblem,
} from './registration-number';

/** A registration number as typed; output is normalized ("892417536RR0001"). Messages per public-site.md §5. */
export const registrationNumberField = z
  .string({ error: registrationNumberMessage('required') })
  .transform((value, ctx) => {
    const problem = registrationNumberProblem(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: registrationNumberMessage(problem) });
      return z.NEVER;
    }
    return normalizeRegistrationNumber(value);
  });

export const RegistrationNumberRequest = z.object({ registrationNumber: registrationNumberField });

const websiteField = z
  .string()
  .trim()
  .max(255, { error: 'validation:textTooLong' })
  .transform((v, ctx) => {
    if (v === '') return null;
    const url = /^https?:\/\//i.test(v) ? v : `https://${v}`;
    try {
      const parsed = new URL(url);
      if (!parsed.hostname.includes('.')) throw new Error('no domain');
      return parsed.toString().replace(/\/$/, '');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'charities:validation.websiteInvalid' });
      return z.NEVER;
    }
  })
  .nullish();

/** The charity's profile fields, shared by self-registration and the admin's create/edit form. */
export const charityProfileShape = {
  name: requiredText('charities:validation.nameRequired', 255),
  /** The name French visitors see (the registry's bilingual names); blank: none, the name is shown. */
  nameFr: optionalText(255).transform((v) => (v === '' ? null : v)),
  address: requiredText('validation:addressRequired', 255),
  city: requiredText('validation:cityRequired', 100),
  province: z.enum(PROVINCE_CODES, { error: 'validation:provinceRequired' }),
  postalCode: postalCodeField,
  phone: phoneField,
  email: emailField,
  website: websiteField,
  description: z
    .string({ error: 'charities:validation.descriptionShort' })
    .trim()
    .min(10, { error: 'charities:validation.descriptionShort' })
    .max(500, { error: 'validation:textTooLong' }),
  category: z.enum(CHARITY_CATEGORIES, { error: 'charities:validation.categoryRequired' }),
  focusAreas: z
    .array(z.enum(FOCUS_AREAS, { error: 'validation:choiceInvalid' }))
    .max(FOCUS_AREAS.length)
    .default([]),
};

/** POST /api/charities: a charity's self-registration (public-site.md §5). */
export const CreateCharityRegistrationRequest = z.object({
  registrationNumber: registrationNumberField,
  ...charityProfileShape,
  termsAccepted: z.literal(true, { error: 'charities:validation.termsRequired' }),
});
export type CreateCharityRegistrationRequest = z.infer<typeof CreateCharityRegistrationRequest>;
export type CharityRegistrationInput = z.input<typeof CreateCharityRegistrationRequest>;

/** The admin's create form: a registration without the terms box. */
export const AdminCharityRequest = z.object({
  registrationNumber: registrationNumberField,
  ...charityProfileShape,
});
export type AdminCharityRequest = z.infer<typeof AdminCharityRequest>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation:dateInvalid' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'validation:dateInvalid' })
  .nullish();
const count = z.number({ error: 'charities:validation.countInvalid' }).int().min(0).max(10_000).nullish();
const textList = z.array(z.string().trim().min(1).max(200)).max(50);

/** Financial and governance figures (T3010), entered by the charity or staff; the metrics read them. */
export const charityFiguresShape = {
  annualRevenue: moneyField.nullish(),
  charitablePurposes: moneyField.nullish(),
  fundraisingCosts: moneyField.nullish(),
  administrativeCosts: moneyField.nullish(),
  governmentFunding: moneyField.nullish(),
  fiscalYear: z.number({ error: 'charities:validation.yearInvalid' }).int().min(1900).max(2100).nullish(),
  t3010Filed: z.boolean().optional(),
  t3010DueDate: isoDate,
  lastFilingDate: isoDate,
  boardSize: count,
  compensatedPositions: count,
  conflictOfInterestPolicy: z.boolean().nullish(),
  programAreas: textList.optional(),
  targetPopulation: textList.optional(),
  partnerOrganizations: textList.optional(),
};

/** What a charity account (or staff) may change on its own profile and receipt settings. */
export const UpdateCharityRequest = z
  .object({
    ...charityProfileShape,
    signerName: optionalText(255),
    signerTitle: optionalText(255),
    /** The signer's title in French, for French receipts. */
    signerTitleFr: optionalText(255),
    placeOfIssue: optionalText(255),
    ...charityFiguresShape,
  })
  .partial();
export type UpdateCharityRequest = z.infer<typeof UpdateCharityRequest>;

export { optionalText };
