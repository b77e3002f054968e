import { date, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

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
    /** "Type of qualified donee" as published (e.g. "Charity"). */
    doneeType: text(),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which file the row came from (e.g. 'cra-2026-01' or 'sample'). */
    source: text(),
  },
  (t) => [index().on(t.legalName)],
);

export type CharityRegistryEntry = typeof charityRegistry.$inferSelect;
export type NewCharityRegistryEntry = typeof charityRegistry.$inferInsert;

/** One refused row of an import: its line in the file, the reason (an i18n key) and what was read. */
export interface RegistryRefusal {
  line: number;
  reason: string;
  params?: Record<string, string | number>;
  registrationNumber?: string;
}

/** One import of a registry file (CLI, bundled sample or an admin's upload), with its progress and report. */
export const registryImports = pgTable(
  'registry_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    source: text().notNull(),
    /** The uploaded file (stored_files.id), for an upload run as a job. */
    fileId: text(),
    /** queued | running | done | failed */
    status: varchar({ length: 16 }).notNull().default('queued'),
    /** Bytes of the file, and how many have been read: progress = bytesRead / totalBytes. */
    totalBytes: integer().notNull().default(0),
    bytesRead: integer().notNull().default(0),
    encoding: varchar({ length: 16 }),
    rowsRead: integer().notNull().default(0),
    inserted: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    refusedCount: integer().notNull().default(0),
    /** The first refusals (capped), with their reasons. */
    refusals: jsonb().$type<RegistryRefusal[]>().notNull().default([]),
    /** Why the whole file was refused (an i18n key), when it was. */
    error: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);

export type RegistryImport = typeof registryImports.$inferSelect;
