import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { charities } from './charities.js';
import { money } from './columns.js';
import { vehicleAuctions } from './dealers.js';
import { donations } from './donations.js';
import { storedFiles } from './files.js';

/** A percentage with three decimals (12.5 % is 12.500). */
const percent = () => numeric({ precision: 6, scale: 3 });

/**
 * A charity's fees (decision 020): per cost kind a percentage of the gross and/or a flat amount, and
 * the tax charged on the program's fees. A sale takes the schedule in force on its date (the latest
 * `effectiveFrom` on or before it); without one, the default in the settings (category `money`).
 * Rows are never changed: a new schedule from a later date replaces it for later sales.
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    effectiveFrom: date().notNull(),
    towingPercent: percent().notNull().default('0'),
    towingFlat: money().notNull().default('0'),
    saleFeePercent: percent().notNull().default('0'),
    saleFeeFlat: money().notNull().default('0'),
    storagePercent: percent().notNull().default('0'),
    storageFlat: money().notNull().default('0'),
    processingPercent: percent().notNull().default('0'),
    processingFlat: money().notNull().default('0'),
    /** Sales tax on the costs above (GST/HST where it applies). */
    taxPercent: percent().notNull().default('0'),
    note: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fee_schedules_charity_from_unique').on(t.charityId, t.effectiveFrom)],
);

/** One per sold vehicle, written in the sale's transaction. Its amounts are its lines. */
export const settlements = pgTable(
  'settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .unique()
      .references(() => donations.id, { onDelete: 'restrict' }),
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    auctionId: integer().references(() => vehicleAuctions.id, { onDelete: 'restrict' }),
    /** 'auction' | 'scrap' */
    saleKind: varchar({ length: 16 }).notNull(),
    saleDate: date().notNull(),
    /** Null when the settings' default schedule applied. */
    feeScheduleId: integer().references(() => feeSchedules.id, { onDelete: 'restrict' }),
    /** The terms applied, as they were (percentages and flat amounts as decimal strings). */
    terms: jsonb().$type<Record<string, string>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.charityId, t.saleDate),
    check('settlements_sale_kind_check', sql`${t.saleKind} in ('auction', 'scrap')`),
  ],
);

/**
 * Append-only (a trigger refuses UPDATE and DELETE): `amount` is what the line adds to the net due to
 * the charity (gross positive, costs negative). A correction is a new line with its reason.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    settlementId: integer()
      .notNull()
      .references(() => settlements.id, { onDelete: 'restrict' }),
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    /** gross | towing | sale_fee | storage | processing | tax | cap | correction */
    kind: varchar({ length: 16 }).notNull(),
    amount: money().notNull(),
    reason: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.settlementId),
    index().on(t.charityId),
    check(
      'settlement_lines_kind_check',
      sql`${t.kind} in ('gross', 'towing', 'sale_fee', 'storage', 'processing', 'tax', 'cap', 'correction')`,
    ),
    check('settlement_lines_reason_check', sql`${t.kind} <> 'correction' or ${t.reason} is not null`),
  ],
);

/** Gapless payout numbers per year, taken in the payout's transaction. */
export const payoutCounters = pgTable('payout_counters', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/** Runs of the payout grouping: by the schedule or by an admin. */
export const payoutRuns = pgTable('payout_runs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** 'schedule' | 'admin' */
  trigger: varchar({ length: 16 }).notNull(),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  payoutCount: integer().notNull().default(0),
  total: money().notNull().default('0'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    charityId: integer()
      .notNull()
      .references(() => charities.id, { onDelete: 'restrict' }),
    runId: integer().references(() => payoutRuns.id, { onDelete: 'restrict' }),
    year: integer().notNull(),
    number: integer().notNull(),
    /** open | paid | void */
    status: varchar({ length: 8 }).notNull().default('open'),
    total: money().notNull(),
    paidOn: date(),
    /** eft | cheque */
    method: varchar({ length: 8 }),
    reference: text(),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: text().references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    voidedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payouts_year_number_unique').on(t.year, t.number),
    index().on(t.charityId, t.status),
    check('payouts_status_check', sql`${t.status} in ('open', 'paid', 'void')`),
    check('payouts_method_check', sql`${t.method} in ('eft', 'cheque')`),
    check(
      'payouts_paid_check',
      sql`${t.status} <> 'paid' or (${t.paidOn} is not null and ${t.method} is not null)`,
    ),
    check('payouts_void_check', sql`${t.status} <> 'void' or ${t.voidReason} is not null`),
  ],
);

/**
 * Which settlement lines a payout carries. A void payout releases its lines (`released`), kept for its
 * statement; a line is in at most one payout that is not void (partial unique index).
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: integer()
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    lineId: integer()
      .notNull()
      .references(() => settlementLines.id, { onDelete: 'restrict' }),
    released: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.lineId] }),
    uniqueIndex('payout_items_line_live_unique')
      .on(t.lineId)
      .where(sql`not released`),
  ],
);

/** Proof of recycling of a vehicle sold for scrap. */
export const recyclingRecords = pgTable('recycling_records', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  donationId: integer()
    .notNull()
    .unique()
    .references(() => donations.id, { onDelete: 'restrict' }),
  recyclerName: text().notNull(),
  /** Its licence or certification number, where the province has one. */
  recyclerLicence: text(),
  certificateNumber: text().notNull(),
  certificateDate: date().notNull(),
  scanFileId: text().references(() => storedFiles.id, { onDelete: 'restrict' }),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type FeeSchedule = typeof feeSchedules.$inferSelect;
export type Settlement = typeof settlements.$inferSelect;
export type SettlementLine = typeof settlementLines.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
export type RecyclingRecord = typeof recyclingRecords.$inferSelect;
