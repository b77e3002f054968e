import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charities } from './charities.js';
import { money, timestamps } from './columns.js';

/** Copy of a status change kept on the donation; `donation_status_history` is the source of truth. */
export interface DonationStatusHistoryEntry {
  status: string;
  previousStatus: string | null;
  notes: string | null;
  updatedBy: string | null;
  updatedByName: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/**
 * What the staff search reads in one text, for its trigram index (pg_trgm, migration 0021): the search
 * (features/donations/donations.repo.ts) asks it first through the index, then the fields one by one.
 */
export const donationSearchText = (
  t: Record<'firstName' | 'lastName' | 'email' | 'make' | 'model', AnyPgColumn>,
) =>
  sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.make} || ' ' || ${t.model})`;

export const donations = pgTable(
  'donations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),

    // Vehicle
    vehicleType: varchar({ length: 32 }).notNull().default('car'),
    year: integer().notNull(),
    make: varchar({ length: 100 }).notNull(),
    model: varchar({ length: 100 }).notNull(),
    trim: varchar({ length: 100 }),
    /** km */
    mileage: integer(),
    condition: varchar({ length: 32 }).notNull(),
    vin: varchar({ length: 17 }),
    /** The donor confirmed an identifier the check could not confirm (import, before 1981, boat). */
    vinConfirmed: boolean().notNull().default(false),
    hasLienOrFinance: boolean().notNull().default(false),
    hasAccidents: boolean().notNull().default(false),
    estimatedValue: money(),
    /** The title brand the donor gave (issue 33): 'clean' | 'rebuilt' | 'salvage' | 'irreparable'. */
    titleBrand: varchar({ length: 16 }),
    /** An RV's class (shared/vehicles/catalogue.ts RV_CLASSES), when the vehicle is one. */
    rvClass: varchar({ length: 16 }),
    /** A boat's overall length in feet, when the donor gave it. */
    boatLengthFt: integer(),
    /** A boat's type (BOAT_TYPES), when the vehicle is a boat. */
    boatType: varchar({ length: 24 }),

    // Donor
    /** 'individual' | 'corporation': a corporation's receipt carries its name (DECISIONS §12). */
    donorType: varchar({ length: 16 }).notNull().default('individual'),
    /** The corporation's legal name, when donorType is 'corporation'; the names below are its contact. */
    corporationName: varchar({ length: 255 }),
    firstName: varchar({ length: 255 }).notNull(),
    lastName: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    address: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    /** Two-letter code (ON, QC...). */
    province: varchar({ length: 50 }).notNull(),
    postalCode: varchar({ length: 10 }).notNull(),
    /** The donor confirmed a postal code outside their province (moved, rural route). */
    postalCodeConfirmed: boolean().notNull().default(false),
    /** Language of the donor's e-mails and receipt. */
    locale: varchar({ length: 2 }).notNull().default('en'),
    /** Acquisition year and cost, for the deemed fair market value rule (ITA 248(35)). */
    acquisitionYear: integer(),
    /** 1–12; with the year, tells whether the gift came under 3 years after the acquisition. */
    acquisitionMonth: integer(),
    /** 'purchase' | 'gift' | 'inheritance' (an inheritance is outside the rule, ITA 248(37)(g)). */
    acquisitionKind: varchar({ length: 16 }),
    acquisitionCost: money(),
    /**
     * Staff's answer to ITA 248(35)(a)/(b)(ii): acquired under a gifting arrangement that is a tax
     * shelter, or less than 10 years before the gift with giving it as one of the main reasons. Yes:
     * the receipt is limited to the donor's cost whatever the time held.
     */
    acquiredForGifting: boolean().notNull().default(false),
    newsConsent: boolean().notNull().default(false),
    /** The consent wording the donor saw, kept as evidence. */
    newsConsentText: text(),
    newsConsentAt: timestamp({ withTimezone: true }),

    // Charity and preferences
    charityId: integer().references(() => charities.id, { onDelete: 'set null' }),
    preferredCharity: text(),
    charityChoice: text(),
    bestTimeToCall: text(),
    comments: text(),
    pickupPreference: text(),
    preferredDate: date(),
    preferredPickupTime: text(),
    /** The donor will not be there: keys and papers left in the vehicle, a tow receipt left in exchange. */
    unattendedPickup: boolean().notNull().default(false),
    notes: text(),

    // Lifecycle
    status: varchar({ length: 32 }).notNull().default('pending'),
    statusHistory: jsonb().$type<DonationStatusHistoryEntry[]>().notNull().default([]),

    // Pickup
    /** The date the gift is received (printed on the receipt). */
    pickupDate: date(),
    pickupTime: text(),
    pickupLocation: text(),
    pickupNotes: text(),
    towingCompany: text(),
    towingDriverName: text(),
    towingDriverPhone: varchar({ length: 20 }),

    // Valuation
    finalValue: money(),
    valuationDate: date(),
    valuationNotes: text(),
    /** 'appraisal' | 'evidence', asked for a fair market value of $1,000 or more. */
    valuationBasis: varchar({ length: 16 }),
    appraiserName: text(),
    appraiserAddress: text(),
    valuationEvidence: text(),
    advantageAmount: money().notNull().default('0'),

    // Receipt
    receiptDeclined: boolean().notNull().default(false),
    receiptIssued: boolean().notNull().default(false),
    receiptNumber: varchar({ length: 50 }),
    receiptDate: date(),
    taxReceiptValue: money(),
    receiptEmailSent: boolean().notNull().default(false),
    receiptEmailSentAt: timestamp({ withTimezone: true }),

    donorNotificationsSent: integer().notNull().default(0),
    internalNotes: text(),
    lastContactedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.status),
    index().on(t.email),
    index('donations_lower_email_index').on(sql`lower(${t.email})`),
    index().on(t.createdAt),
    index().on(t.charityId),
    index('donations_search_trgm_index')
      .using('gin', sql`${donationSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('donations_vin_trgm_index')
      .using('gin', sql`${t.vin} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'donations_status_check',
      sql`${t.status} in ('pending', 'contacted', 'pickup_scheduled', 'picked_up', 'processing', 'valued', 'receipt_issued', 'completed', 'cancelled')`,
    ),
    check('donations_locale_check', sql`${t.locale} in ('en', 'fr')`),
    check('donations_donor_type_check', sql`${t.donorType} in ('individual', 'corporation')`),
    check('donations_acquisition_month_check', sql`${t.acquisitionMonth} between 1 and 12`),
    check(
      'donations_acquisition_kind_check',
      sql`${t.acquisitionKind} in ('purchase', 'gift', 'inheritance')`,
    ),
    check('donations_valuation_basis_check', sql`${t.valuationBasis} in ('appraisal', 'evidence')`),
    check(
      'donations_title_brand_check',
      sql`${t.titleBrand} in ('clean', 'rebuilt', 'salvage', 'irreparable')`,
    ),
    check(
      'donations_rv_class_check',
      sql`${t.rvClass} in ('classA', 'classB', 'classC', 'travelTrailer', 'fifthWheel', 'truckCamper')`,
    ),
    check('donations_boat_length_check', sql`${t.boatLengthFt} between 8 and 60`),
    check(
      'donations_boat_type_check',
      sql`${t.boatType} in ('runabout', 'pontoon', 'fishing', 'cabinCruiser', 'sailboat', 'personalWatercraft', 'other')`,
    ),
  ],
);

export const donationStatusHistory = pgTable(
  'donation_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    status: varchar({ length: 32 }).notNull(),
    previousStatus: varchar({ length: 32 }),
    notes: text(),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written so the history still reads right after the user is renamed or deleted. */
    updatedByName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.donationId, t.createdAt)],
);

export const donorPortalAccess = pgTable(
  'donor_portal_access',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    accessCode: varchar({ length: 32 }).notNull().unique(),
    email: varchar({ length: 255 }).notNull(),
    lastAccessedAt: timestamp({ withTimezone: true }),
    accessCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.donationId)],
);

export const donationCommunications = pgTable(
  'donation_communications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    type: varchar({ length: 32 }).notNull(),
    method: varchar({ length: 32 }),
    subject: text(),
    message: text().notNull(),
    sentBy: text().references(() => users.id, { onDelete: 'set null' }),
    sentByName: text(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: varchar({ length: 16 }).notNull().default('sent'),
    responseReceived: boolean().notNull().default(false),
    responseAt: timestamp({ withTimezone: true }),
    responseNotes: text(),
  },
  (t) => [index().on(t.donationId, t.sentAt)],
);

/** One-time codes that prove a donor owns an e-mail address before their donations are listed. */
export const donorEmailChallenges = pgTable(
  'donor_email_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased. */
    email: varchar({ length: 255 }).notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    ipAddress: text(),
    /** SHA-256 of the random token in the requesting browser's cookie: only that browser can verify the code. */
    requesterHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.expiresAt)],
);

export type Donation = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type DonationStatusHistory = typeof donationStatusHistory.$inferSelect;
export type NewDonationStatusHistory = typeof donationStatusHistory.$inferInsert;
export type DonorPortalAccess = typeof donorPortalAccess.$inferSelect;
export type NewDonorPortalAccess = typeof donorPortalAccess.$inferInsert;
export type DonationCommunication = typeof donationCommunications.$inferSelect;
export type NewDonationCommunication = typeof donationCommunications.$inferInsert;
export type DonorEmailChallenge = typeof donorEmailChallenges.$inferSelect;
export type NewDonorEmailChallenge = typeof donorEmailChallenges.$inferInsert;
