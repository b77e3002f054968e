import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Every stored binary (receipt PDFs, signatures, images). The id is a random text id chosen by the
 * storage module; `storageKey` is where the bytes live in the configured provider (data folder or S3).
 */
export const storedFiles = pgTable('stored_files', {
  id: text().primaryKey(),
  storageKey: text().notNull().unique(),
  fileName: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  storageProvider: varchar({ length: 32 }).notNull().default('local'),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
