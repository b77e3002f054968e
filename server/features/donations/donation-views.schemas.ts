import { z } from 'zod';
import { DONATION_STATUSES } from '@shared/donations/status-machine';
import { BOAT_TYPES, RV_CLASSES, TITLE_BRANDS } from '@shared/vehicles/catalogue';

/**
 * What the staff API answers. Money is a JSON number of dollars, timestamps ISO 8601, calendar
 * dates "YYYY-MM-DD". The client imports the types only.
 */

const status = z.enum(DONATION_STATUSES);
const isoDateTime = z.string();
const isoDate = z.string();

export const LegalMove = z.object({
  status,
  direction: z.enum(['forward', 'backward', 'cancel']),
  /** Backward corrections need a note. */
  noteRequired: z.boolean(),
  /** The move needs details the donation lacks (pickup or valuation): only the staff panel offers it. */
  needsDetails: z.boolean(),
});
export type LegalMove = z.infer<typeof LegalMove>;

export const DonationListItem = z.object({
  id: z.number().int(),
  status,
  /** (position + 1) / 8 as a percentage; null when cancelled. */
  progress: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  vin: z.string().nullable(),
  mileage: z.number().int().nullable(),
  estimatedValue: z.number().nullable(),
  finalValue: z.number().nullable(),
  charityName: z.string().nullable(),
  pickupDate: isoDate.nullable(),
  createdAt: isoDateTime,
  legalNextStatuses: z.array(LegalMove),
});
export type DonationListItem = z.infer<typeof DonationListItem>;

export const DonationListResponse = z.object({
  items: z.array(DonationListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DonationListResponse = z.infer<typeof DonationListResponse>;

export const DonationDetail = DonationListItem.extend({
  trim: z.string().nullable(),
  condition: z.string(),
  hasLienOrFinance: z.boolean(),
  hasAccidents: z.boolean(),
  /** What the donor told in the wizard (issue 33); null on donations made before it was kept. */
  titleBrand: z.enum(TITLE_BRANDS).nullable(),
  rvClass: z.enum(RV_CLASSES).nullable(),
  boatLengthFt: z.number().int().nullable(),
  boatType: z.enum(BOAT_TYPES).nullable(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  locale: z.enum(['en', 'fr']),
  acquisitionYear: z.number().int().nullable(),
  acquisitionMonth: z.number().int().nullable(),
  acquisitionKind: z.enum(['purchase', 'gift', 'inheritance']).nullable(),
  acquisitionCost: z.number().nullable(),
  acquiredForGifting: z.boolean(),
  donorType: z.enum(['individual', 'corporation']),
  corporationName: z.string().nullable(),
  charityId: z.number().int().nullable(),
  preferredCharity: z.string().nullable(),
  charityChoice: z.string().nullable(),
  bestTimeToCall: z.string().nullable(),
  comments: z.string().nullable(),
  pickupPreference: z.string().nullable(),
  preferredDate: isoDate.nullable(),
  preferredPickupTime: z.string().nullable(),
  unattendedPickup: z.boolean(),
  notes: z.string().nullable(),
  pickupTime: z.string().nullable(),
  pickupLocation: z.string().nullable(),
  pickupNotes: z.string().nullable(),
  towingCompany: z.string().nullable(),
  towingDriverName: z.string().nullable(),
  towingDriverPhone: z.string().nullable(),
  valuationDate: isoDate.nullable(),
  valuationNotes: z.string().nullable(),
  valuationBasis: z.enum(['appraisal', 'evidence']).nullable(),
  appraiserName: z.string().nullable(),
  appraiserAddress: z.string().nullable(),
  valuationEvidence: z.string().nullable(),
  advantageAmount: z.number(),
  receiptDeclined: z.boolean(),
  receiptIssued: z.boolean(),
  receiptNumber: z.string().nullable(),
  receiptDate: isoDate.nullable(),
  taxReceiptValue: z.number().nullable(),
  receiptEmailSent: z.boolean(),
  donorNotificationsSent: z.number().int(),
  internalNotes: z.string().nullable(),
  lastContactedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
  /** The donor's tracking code, to read it to them on the phone. */
  accessCode: z.string().nullable(),
});
export type DonationDetail = z.infer<typeof DonationDetail>;

export const HistoryEntry = z.object({
  id: z.number().int(),
  status,
  previousStatus: status.nullable(),
  notes: z.string().nullable(),
  createdAt: isoDateTime,
  /** null for changes the system made. */
  updatedByName: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const Communication = z.object({
  id: z.number().int(),
  type: z.string(),
  method: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  sentByName: z.string().nullable(),
  sentAt: isoDateTime,
  status: z.string(),
});
export type Communication = z.infer<typeof Communication>;

export const DonationNotification = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  template: z.string().nullable(),
  locale: z.string(),
  attachmentsCount: z.number().int(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type DonationNotification = z.infer<typeof DonationNotification>;
