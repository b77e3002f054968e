import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { donations } from './donations.js';

export interface OutboxAttachment {
  /** stored_files.id */
  fileId: string;
  fileName: string;
  mimeType: string;
}

/** Every e-mail the product sends; without SMTP it stays here and admins read it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar({ length: 255 }).notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    locale: varchar({ length: 2 }).notNull().default('en'),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    /** queued | sent | failed */
    status: varchar({ length: 16 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    donationId: integer().references(() => donations.id, { onDelete: 'set null' }),
    /** Template name, e.g. 'donation-received' or 'receipt-issued'. */
    template: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.createdAt, t.id),
    index().on(t.donationId),
    check('email_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still names the actor after the account is gone. */
    actorName: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.entityType, t.entityId),
    index().on(t.createdAt),
    index().on(t.actorId),
    // The list's choice of actions.
    index().on(t.action),
  ],
);

export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
