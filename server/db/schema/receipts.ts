import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charities } from './charities.js';
import { money, timestamps } from './columns.js';
import { donations } from './donations.js';
import { storedFiles } from './files.js';

/** What the receipt's value rests on: the chosen figure, the default, and everything on file. */
export interface ReceiptValuationChoice {
  chosen: string;
  defaultChoice: string | null;
  amount: string;
  reason: string | null;
  evidence: { id: string; kind: string; amount: string; armsLength: boolean; label: string }[];
}

/**
 * Official donation receipts (Income Tax Regulations s. 3501). A row is never rewritten: a correction
 * issues a replacement and marks this one cancelled. Donations, charities and files that a receipt
 * points at cannot be deleted.
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. 2026-000017: receiptYear and serial, formatted. */
    receiptNumber: varchar({ length: 50 }).notNull().unique(),
    receiptYear: integer().notNull(),
    serial: integer().notNull(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    donorName: text().notNull(),
    donorAddress: text().notNull(),
    /** Fair market value (after the deemed-value rule). */
    receiptAmount: money().notNull(),
    advantageAmount: money().notNull().default('0'),
    /** receiptAmount minus advantageAmount. */
    eligibleAmount: money().notNull(),
    /** Date of issue. */
    receiptDate: date().notNull(),
    /** Date the gift was received (the pickup date). */
    giftReceivedDate: date(),
    locationOfDonation: text(),
    placeOfIssue: text(),
    locale: varchar({ length: 2 }).notNull().default('en'),
    description: text(),
    vehicleDescription: text(),
    appraiserName: text(),
    appraiserAddress: text(),
    isReplacement: boolean().notNull().default(false),
    originalReceiptNumber: varchar({ length: 50 }),
    status: varchar({ length: 16 }).notNull().default('issued'),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    replacedByReceiptNumber: varchar({ length: 50 }),
    /** The evidence staff chose as the fair market value, with every figure on file then (issue 33). */
    valuationChoice: jsonb().$type<ReceiptValuationChoice>(),
    /**
     * Set by a registry import that revokes, annuls or suspends the charity from a date on or before
     * this receipt's date of issue: the registry status and its effective date. Verification stops
     * answering valid.
     */
    registryFlagStatus: text(),
    registryFlagDate: date(),
    registryFlaggedAt: timestamp({ withTimezone: true }),
    /**
     * The date a later registry import restored the charity's registration (issue 33). The flag
     * stays: a receipt issued while the charity was revoked or suspended is not made valid by it.
     */
    registryRestoredDate: date(),
    pdfFilePath: text(),
    fileId: text().references(() => storedFiles.id, { onDelete: 'restrict' }),
    /** SHA-256 of the stored PDF, hex. */
    sha256: text(),
    digitalArchiveId: text(),
    /** Random token in the donor's e-mail link. */
    downloadToken: text().unique(),
    generatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    emailSent: boolean().notNull().default(false),
    emailSentAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    downloadCount: integer().notNull().default(0),
    lastAccessedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tax_receipts_charity_year_serial_unique').on(t.charityId, t.receiptYear, t.serial),
    index().on(t.donationId),
    index().on(t.charityId),
    foreignKey({
      name: 'tax_receipts_original_receipt_number_fk',
      columns: [t.originalReceiptNumber],
      foreignColumns: [t.receiptNumber],
    }).onDelete('restrict'),
    foreignKey({
      name: 'tax_receipts_replaced_by_receipt_number_fk',
      columns: [t.replacedByReceiptNumber],
      foreignColumns: [t.receiptNumber],
    }).onDelete('restrict'),
    check('tax_receipts_status_check', sql`${t.status} in ('issued', 'cancelled')`),
    check('tax_receipts_locale_check', sql`${t.locale} in ('en', 'fr')`),
  ],
);

/** Gapless serials per charity and year: incremented in the same transaction as the receipt insert. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'cascade' }),
    year: integer().notNull(),
    lastSerial: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.charityId, t.year] })],
);

export const digitalReceiptArchive = pgTable(
  'digital_receipt_archive',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    archiveId: text().notNull().unique(),
    receiptId: integer()
      .notNull()
      .references(() => taxReceipts.id, { onDelete: 'cascade' }),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    fileId: text().references(() => storedFiles.id, { onDelete: 'restrict' }),
    fileName: text().notNull(),
    originalFileName: text(),
    fileSize: integer(),
    mimeType: text().notNull().default('application/pdf'),
    filePath: text(),
    fileHash: text(),
    encryptionKey: text(),
    isEncrypted: boolean().notNull().default(true),
    storageProvider: varchar({ length: 32 }).notNull().default('local'),
    backupStatus: varchar({ length: 16 }).notNull().default('pending'),
    accessLevel: varchar({ length: 32 }).notNull().default('donor_only'),
    /** Days kept after the end of the donation's calendar year. */
    retentionPeriod: integer().notNull().default(2555),
    expiresAt: timestamp({ withTimezone: true }),
    /** Set when the receipt is cancelled and replaced: the archived copy is no longer the current one. */
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.receiptId), index().on(t.donationId), index().on(t.expiresAt)],
);

export const receiptGenerationLogs = pgTable(
  'receipt_generation_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null when generation failed before a receipt existed. */
    receiptId: integer().references(() => taxReceipts.id, { onDelete: 'set null' }),
    donationId: integer().references(() => donations.id, { onDelete: 'set null' }),
    generationType: varchar({ length: 32 }),
    generatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    generationTrigger: varchar({ length: 32 }),
    // Durations in milliseconds.
    processingTime: integer(),
    pdfGenerationTime: integer(),
    archiveTime: integer(),
    emailDeliveryTime: integer(),
    status: varchar({ length: 16 }).notNull().default('success'),
    errorMessage: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.receiptId), index().on(t.donationId)],
);

export type TaxReceipt = typeof taxReceipts.$inferSelect;
export type NewTaxReceipt = typeof taxReceipts.$inferInsert;
export type ReceiptCounter = typeof receiptCounters.$inferSelect;
export type NewReceiptCounter = typeof receiptCounters.$inferInsert;
export type DigitalReceiptArchiveEntry = typeof digitalReceiptArchive.$inferSelect;
export type NewDigitalReceiptArchiveEntry = typeof digitalReceiptArchive.$inferInsert;
export type ReceiptGenerationLog = typeof receiptGenerationLogs.$inferSelect;
export type NewReceiptGenerationLog = typeof receiptGenerationLogs.$inferInsert;
