import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { donations } from './donations.js';
import { storedFiles } from './files.js';

/**
 * Photos of a donated vehicle, taken by staff or the towing driver at pickup and shown to dealers in the
 * auction details. Each is re-encoded on upload (no camera metadata, no GPS position is kept).
 */
export const donationPhotos = pgTable(
  'donation_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    fileId: text()
      .notNull()
      .references(() => storedFiles.id),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Display order; the first is the auction card's picture. */
    position: integer().notNull().default(0),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.donationId, t.position)],
);

export type DonationPhoto = typeof donationPhotos.$inferSelect;
