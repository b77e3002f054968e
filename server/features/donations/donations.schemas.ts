import { z } from 'zod';
import { DONATION_STATUSES, STATUS_GROUPS } from '@shared/donations/status-machine';
import { centsToNumber, toCents } from '@shared/money';
import { ACQUISITION_KINDS } from '@shared/tax/deemed-fmv';
import { DONOR_TYPES } from '@shared/vehicles/valuation.schemas';
import { parseNorthAmericanPhone } from '@shared/validation/phone';

/**
 * Contracts of the staff donation operations. Pure zod with no I/O: the client imports the types
 * only (`import type`). Messages are i18n keys of the `staff` namespace.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional free text: "" and whitespace become null (a cleared field). */
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, 'staff:validation.tooLong').nullable().optional());

/** Dollars with at most two decimals, within numeric(10,2). */
const money = z
  .number({ error: 'staff:validation.amountInvalid' })
  .min(0, 'staff:validation.amountInvalid')
  .max(99_999_999.99, 'staff:validation.amountInvalid')
  .refine((v) => {
    const cents = toCents(v);
    return cents !== null && centsToNumber(cents) === v;
  }, 'staff:validation.amountInvalid');

export const ListDonationsQuery = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum([...DONATION_STATUSES, ...STATUS_GROUPS], { error: 'staff:validation.statusInvalid' }).optional(),
  ),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListDonationsQuery = z.infer<typeof ListDonationsQuery>;

const PICKUP_TIME = /^((?:[01]\d|2[0-3]):[0-5]\d)(?:\s*[-–]\s*((?:[01]\d|2[0-3]):[0-5]\d))?$/;

export const PickupInput = z.object({
  pickupDate: z.preprocess(
    blankToNull,
    z.iso.date({ error: 'staff:validation.dateInvalid' }).nullable().optional(),
  ),
  /** A time ("14:30") or a window ("08:00-10:00"), stored as "HH:MM" or "HH:MM-HH:MM". */
  pickupTime: z.preprocess(
    blankToNull,
    z
      .string()
      .transform((v, c) => {
        const m = PICKUP_TIME.exec(v.trim());
        if (!m || (m[2] && m[2] <= m[1]!)) {
          c.addIssue({ code: 'custom', message: 'staff:validation.timeInvalid' });
          return z.NEVER;
        }
        return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
      })
      .nullable()
      .optional(),
  ),
  pickupLocation: optionalText(500),
  pickupNotes: optionalText(2000),
  towingCompany: optionalText(200),
  towingDriverName: optionalText(200),
  /** Parsed as a North American number and stored in E.164. */
  towingDriverPhone: z.preprocess(
    blankToNull,
    z
      .string()
      .max(30, 'staff:validation.phoneInvalid')
      .transform((v, c) => {
        const parsed = parseNorthAmericanPhone(v);
        if (!parsed) c.addIssue({ code: 'custom', message: 'staff:validation.phoneInvalid' });
        return parsed?.e164 ?? v;
      })
      .nullable()
      .optional(),
  ),
});
export type PickupInput = z.infer<typeof PickupInput>;

export const ValuationInput = z.object({
  finalValue: money.nullable().optional(),
  valuationNotes: optionalText(2000),
  valuationBasis: z.preprocess(
    blankToNull,
    z.enum(['appraisal', 'evidence'], { error: 'staff:validation.basisInvalid' }).nullable().optional(),
  ),
  appraiserName: optionalText(200),
  appraiserAddress: optionalText(500),
  valuationEvidence: optionalText(2000),
  advantageAmount: money.optional(),
  // When and how the donor acquired the vehicle (deemed fair market value, ITA 248(35)).
  acquisitionYear: z
    .number({ error: 'staff:validation.acquisitionYearInvalid' })
    .int('staff:validation.acquisitionYearInvalid')
    .min(1900, 'staff:validation.acquisitionYearInvalid')
    .max(2100, 'staff:validation.acquisitionYearInvalid')
    .nullable()
    .optional(),
  acquisitionMonth: z
    .number({ error: 'staff:validation.acquisitionMonthInvalid' })
    .int('staff:validation.acquisitionMonthInvalid')
    .min(1, 'staff:validation.acquisitionMonthInvalid')
    .max(12, 'staff:validation.acquisitionMonthInvalid')
    .nullable()
    .optional(),
  acquisitionKind: z.preprocess(
    blankToNull,
    z.enum(ACQUISITION_KINDS, { error: 'staff:validation.acquisitionKindInvalid' }).nullable().optional(),
  ),
  acquisitionCost: money.nullable().optional(),
  /** ITA 248(35)(a)/(b)(ii): acquired under a gifting arrangement (tax shelter), or to be given. */
  acquiredForGifting: z.boolean({ error: 'staff:validation.acquiredForGiftingInvalid' }).optional(),
  /** Whom the receipt is made out to: a person, or a corporation under its legal name. */
  donorType: z.enum(DONOR_TYPES, { error: 'staff:validation.donorTypeInvalid' }).optional(),
  corporationName: optionalText(255),
});
export type ValuationInput = z.infer<typeof ValuationInput>;

export const UpdateStatusRequest = z.object({
  status: z.enum(DONATION_STATUSES, { error: 'staff:validation.statusRequired' }),
  notes: optionalText(2000),
  /** Required (with date, time and towing company) to reach pickup_scheduled unless already recorded. */
  pickup: PickupInput.optional(),
  /** Required (with finalValue, and its basis from $1,000) to reach valued unless already recorded. */
  valuation: ValuationInput.optional(),
  /** The donation's updatedAt as the screen showed it: a change made since then answers 409. */
  expectedUpdatedAt: z.iso.datetime().optional(),
});
export type UpdateStatusRequest = z.infer<typeof UpdateStatusRequest>;

export const UpdateDetailsRequest = z.object({
  pickup: PickupInput.optional(),
  valuation: ValuationInput.optional(),
  internalNotes: optionalText(10_000),
  receiptDeclined: z.boolean().optional(),
});
export type UpdateDetailsRequest = z.infer<typeof UpdateDetailsRequest>;

export const COMMUNICATION_TYPES = ['email', 'phone', 'sms', 'note'] as const;
export const COMMUNICATION_METHODS = ['email', 'phone', 'sms', 'in_person'] as const;

export const AddCommunicationRequest = z
  .object({
    type: z.enum(COMMUNICATION_TYPES, { error: 'staff:validation.typeRequired' }),
    method: z.preprocess(
      blankToUndefined,
      z.enum(COMMUNICATION_METHODS, { error: 'staff:validation.methodInvalid' }).optional(),
    ),
    subject: optionalText(300),
    message: z
      .string({ error: 'staff:validation.messageRequired' })
      .trim()
      .min(1, 'staff:validation.messageRequired')
      .max(10_000, 'staff:validation.tooLong'),
  })
  // An e-mail goes to the donor: it needs a subject line.
  .refine((c) => c.method !== 'email' || !!c.subject, {
    path: ['subject'],
    message: 'staff:validation.subjectRequired',
  });
export type AddCommunicationRequest = z.infer<typeof AddCommunicationRequest>;

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
