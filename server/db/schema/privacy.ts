import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { donations } from './donations.js';

/** One step taken on a privacy request, as the admin and the donor read it. */
export interface PrivacyAction {
  /** ISO 8601 */
  at: string;
  /** i18n key under privacy:actions (received, exported, anonymised, kept, withdrawn, corrected, note...). */
  action: string;
  /** Free detail (a staff note, the number of donations touched, a date). */
  detail?: string;
  by?: string | null;
}

/**
 * Requests a donor makes about their personal data (PIPEDA, Quebec Law 25): access, correction,
 * deletion, withdrawal of consent. Each is answered within 30 days (`dueAt`); `actions` logs what was done.
 * The address is kept lower-cased; a deletion replaces it with a one-way hash once the work is done.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 255 }).notNull(),
    /** access | correction | deletion | withdraw-consent */
    kind: varchar({ length: 24 }).notNull(),
    /** received | in_progress | completed | refused */
    status: varchar({ length: 16 }).notNull().default('received'),
    /** portal | mail (entered by staff from a letter or e-mail) */
    source: varchar({ length: 16 }).notNull().default('portal'),
    locale: varchar({ length: 2 }).notNull().default('en'),
    /** For a correction: the field and the value the donor asks for, and an optional message. */
    details: jsonb().$type<{ field?: string; value?: string; message?: string }>().notNull().default({}),
    actions: jsonb().$type<PrivacyAction[]>().notNull().default([]),
    /** Receipt-bound data kept after a deletion until this date (the latest receipt's retention end). */
    retainedUntil: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    handledBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index().on(t.email),
    index().on(t.status, t.dueAt),
    // The staff list: open requests first, the soonest due first (the order of privacy-admin.service.ts).
    index('privacy_requests_list_order_index').on(
      sql`(case when ${t.status} in ('received', 'in_progress') then 0 else 1 end)`,
      t.dueAt,
      t.id.desc().nullsFirst(),
    ),
    check(
      'privacy_requests_kind_check',
      sql`${t.kind} in ('access', 'correction', 'deletion', 'withdraw-consent')`,
    ),
    check(
      'privacy_requests_status_check',
      sql`${t.status} in ('received', 'in_progress', 'completed', 'refused')`,
    ),
    check('privacy_requests_source_check', sql`${t.source} in ('portal', 'mail')`),
    check('privacy_requests_locale_check', sql`${t.locale} in ('en', 'fr')`),
  ],
);

/**
 * Consent to news e-mails (CASL): the wording shown, when and where it was given, and its withdrawal.
 * One row per address and purpose and grant; a withdrawal is written on the row, never deleted.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased. */
    email: varchar({ length: 255 }).notNull(),
    /** 'news' */
    purpose: varchar({ length: 32 }).notNull().default('news'),
    wording: text(),
    /** donation-form | portal | admin */
    source: varchar({ length: 32 }).notNull(),
    donationId: integer().references(() => donations.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    /** portal | unsubscribe-link | one-click | deletion | admin */
    withdrawalSource: varchar({ length: 32 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email, t.purpose)],
);

/**
 * Receipt-bound data kept after a deletion request (CRA: the receipt, its copy and what it prints),
 * purged by the retention job once `keepUntil` has passed.
 */
export const retentionHolds = pgTable(
  'privacy_retention_holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer().references(() => privacyRequests.id, { onDelete: 'set null' }),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    keepUntil: timestamp({ withTimezone: true }).notNull(),
    purgedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.keepUntil), index().on(t.donationId)],
);

export type PrivacyRequest = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;
export type ConsentRecord = typeof consentRecords.$inferSelect;
export type RetentionHold = typeof retentionHolds.$inferSelect;
