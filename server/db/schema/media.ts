import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import { storedFiles } from './files.js';

/**
 * The media library: one uploaded image, its dimensions, its alt text in both languages and the WebP
 * variants made from it (card and featured sizes). The bytes live in `stored_files` (folder or S3).
 */
export const media = pgTable(
  'media',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileId: text()
      .notNull()
      .references(() => storedFiles.id),
    cardFileId: text()
      .notNull()
      .references(() => storedFiles.id),
    featuredFileId: text()
      .notNull()
      .references(() => storedFiles.id),
    fileName: varchar({ length: 200 }).notNull(),
    mimeType: varchar({ length: 32 }).notNull(),
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    altEn: varchar({ length: 250 }).notNull(),
    altFr: varchar({ length: 250 }).notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.createdAt)],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
