import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charityMoney, timestamps } from './columns.js';
import { storedFiles } from './files.js';

export const charities = pgTable(
  'charities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The charity's own account (role `charity`), created when staff verify it. */
    userId: text()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: varchar({ length: 255 }).notNull(),
    /** The name shown to French visitors (the registry's French name); null: `name` in both languages. */
    nameFr: varchar({ length: 255 }),
    /** Legal name as in the CRA registry; `name` is the name shown to donors. */
    legalName: varchar({ length: 255 }),
    /** 9 digits, RR, 4 digits. */
    registrationNumber: varchar({ length: 15 }).notNull().unique(),
    address: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    /** Two-letter code (ON, QC...). */
    province: varchar({ length: 50 }).notNull(),
    postalCode: varchar({ length: 10 }).notNull(),
    phone: varchar({ length: 20 }),
    email: varchar({ length: 255 }),
    website: varchar({ length: 255 }),
    description: text(),
    /** health, education, environment, animal welfare, poverty, other */
    category: varchar({ length: 64 }).notNull(),
    isActive: boolean().notNull().default(true),
    /** pending | verified | rejected */
    verificationStatus: varchar({ length: 16 }).notNull().default('pending'),
    lastVerified: timestamp({ withTimezone: true }),
    craStatus: text(),
    /** Status in the imported CRA registry ('Registered', 'Revoked', 'Suspended'...); receipts need Registered. */
    registryStatus: text(),
    /** The registry's effective date of a blocking status (revoked, annulled, suspended), YYYY-MM-DD. */
    registryStatusDate: date(),
    /** A public foundation, B private foundation, C charitable organization. */
    designationCode: varchar({ length: 1 }),

    // Receipt signing: an authorized person and an imaged signature.
    signerName: text(),
    signerTitle: text(),
    /** The signer's title in French, printed on French receipts (the English one when empty). */
    signerTitleFr: text(),
    signatureFileId: text().references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Printed on the charity's receipts ("Toronto, ON"); the platform setting when empty. */
    placeOfIssue: text(),
    /** Focus areas ticked at registration (public-site.md §9 list, stored as keys). */
    focusAreas: jsonb().$type<string[]>().notNull().default([]),
    /** Why staff rejected the registration (e-mailed to the applicant). */
    rejectionReason: text(),
    /** Language the applicant registered in: their e-mails use it. */
    locale: varchar({ length: 2 }).notNull().default('en'),

    annualRevenue: charityMoney(),
    charitablePurposes: charityMoney(),
    fundraisingCosts: charityMoney(),
    administrativeCosts: charityMoney(),
    governmentFunding: charityMoney(),
    fiscalYear: integer(),
    t3010Filed: boolean().notNull().default(false),
    t3010DueDate: date(),
    lastFilingDate: date(),
    /** compliant | pending | non-compliant */
    complianceStatus: varchar({ length: 32 }).notNull().default('pending'),
    programAreas: jsonb().$type<string[]>().notNull().default([]),
    targetPopulation: jsonb().$type<string[]>().notNull().default([]),
    geographicScope: jsonb().$type<string[]>().notNull().default([]),
    partnerOrganizations: jsonb().$type<string[]>().notNull().default([]),
    corporatePartnerships: jsonb().$type<string[]>().notNull().default([]),
    boardSize: integer(),
    compensatedPositions: integer(),
    conflictOfInterestPolicy: boolean(),

    // Scores are percentages, 0 to 100.
    efficiencyScore: integer(),
    transparencyScore: integer(),
    impactScore: integer(),
    governanceScore: integer(),
    overallScore: integer(),

    lastSyncDate: timestamp({ withTimezone: true }),
    syncStatus: varchar({ length: 16 }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    index().on(t.isActive, t.verificationStatus),
    index().on(t.name),
    // The staff list: pending charities first, then by name (the order of charities.repo.ts).
    index('charities_list_order_index').on(sql`(${t.verificationStatus} = 'pending') desc`, t.name, t.id),
  ],
);

export type Charity = typeof charities.$inferSelect;
export type NewCharity = typeof charities.$inferInsert;
