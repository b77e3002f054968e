import { z } from 'zod';
import { DONATION_STATUSES } from '@shared/donations/status-machine';

/**
 * Contracts of the donor portal. Pure zod with no I/O: the client imports the types only
 * (`import type`), so nothing of the server reaches the bundle.
 */

const isoDateTime = z.string();
/** A calendar date, "YYYY-MM-DD". */
const isoDate = z.string();

/**
 * A donation as its donor may see it: the vehicle, their own contact details, the charity's name and
 * the money and receipt facts. Internal notes, towing driver details, valuation notes and staff names
 * are never part of it.
 */
export const DonorDonation = z.object({
  id: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  vehicleType: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  mileage: z.number().int().nullable(),
  condition: z.string(),
  vin: z.string().nullable(),
  hasLienOrFinance: z.boolean(),
  hasAccidents: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  charityName: z.string().nullable(),
  estimatedValue: z.number().nullable(),
  finalValue: z.number().nullable(),
  receiptNumber: z.string().nullable(),
  receiptDate: isoDate.nullable(),
  pickupDate: isoDate.nullable(),
  pickupTime: z.string().nullable(),
  createdAt: isoDateTime,
  /** Sold at auction to an approved dealer: the price, the evidence of the receipt's value (DECISIONS §11). */
  sale: z
    .object({
      kind: z.enum(['auction', 'scrap']),
      amount: z.number(),
      date: isoDate,
      /** What reached the charity after the costs (decision 020); null before the sale is settled. */
      toCharity: z.number().nullable(),
    })
    .nullable(),
  /** Proof of recycling of a vehicle sold for scrap (the scan itself through the portal's file route). */
  recycling: z
    .object({
      recyclerName: z.string(),
      recyclerLicence: z.string().nullable(),
      certificateNumber: z.string(),
      certificateDate: isoDate,
      hasScan: z.boolean(),
    })
    .nullable(),
});
export type DonorDonation = z.infer<typeof DonorDonation>;

/** A status change as the donor sees it: staff notes and names stay internal. */
export const DonorStatusEntry = z.object({
  id: z.number().int(),
  status: z.enum(DONATION_STATUSES),
  createdAt: isoDateTime,
});
export type DonorStatusEntry = z.infer<typeof DonorStatusEntry>;

export const DonorCommunication = z.object({
  id: z.number().int(),
  type: z.string(),
  subject: z.string().nullable(),
  sentAt: isoDateTime,
});
export type DonorCommunication = z.infer<typeof DonorCommunication>;

export const DonorPortalResponse = z.object({
  donation: DonorDonation,
  /** Latest 3, newest first. */
  statusHistory: z.array(DonorStatusEntry),
  /** Latest 3, newest first. */
  communications: z.array(DonorCommunication),
  accessInfo: z.object({
    /** Lookups by code so far, this one included. */
    accessCount: z.number().int(),
    /** The lookup before this one (null on the first): a visit the donor does not recognise stands out. */
    lastAccessedAt: isoDateTime.nullable(),
  }),
});
export type DonorPortalResponse = z.infer<typeof DonorPortalResponse>;

export const CodeParams = z.object({ code: z.string().max(64) });

export const EmailChallengeRequest = z.object({
  email: z
    .string()
    .trim()
    .max(255, 'validation:lookupEmailInvalid')
    .pipe(z.email('validation:lookupEmailInvalid')),
});
export const EmailChallengeResponse = z.object({ sent: z.literal(true) });

export const EmailVerifyRequest = z.object({
  email: z
    .string()
    .trim()
    .max(255, 'validation:lookupEmailInvalid')
    .pipe(z.email('validation:lookupEmailInvalid')),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'portal:validation.codeFormat'),
});
export const EmailVerifyResponse = z.object({ email: z.string(), expiresAt: isoDateTime });

export const EmailParams = z.object({ email: z.string().max(255) });

export const DonorDonationWithHistory = DonorDonation.extend({ statusHistory: z.array(DonorStatusEntry) });
export type DonorDonationWithHistory = z.infer<typeof DonorDonationWithHistory>;
export const DonationsByEmailResponse = z.array(DonorDonationWithHistory);
