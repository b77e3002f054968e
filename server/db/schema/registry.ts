import { date, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The CRA "List of charities", imported from its file (or the bundled sample). Free text columns are
 * unbounded on purpose: an import must not fail on one long address.
 */
export const charityRegistry = pgTable(
  'charity_registry',
  {
    registrationNumber: varchar({ length: 15 }).primaryKey(),
    legalName: text().notNull(),
    accountName: text(),
    /** 'Registered', 'Revoked', 'Annulled', 'Suspended'... as published. */
    status: text().notNull(),
    /** A, B or C. */
    designationCode: varchar({ length: 1 }),
    categoryCode: text(),
    categoryDescription: text(),
    address: text(),
    city: text(),
    province: text(),
    postalCode: text(),
    country: text(),
    effectiveDate: date(),
    sanctions: text(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which file the row came from (e.g. 'cra-2026-01' or 'sample'). */
    source: text(),
  },
  (t) => [index().on(t.legalName)],
);

export type CharityRegistryEntry = typeof charityRegistry.$inferSelect;
export type NewCharityRegistryEntry = typeof charityRegistry.$inferInsert;
