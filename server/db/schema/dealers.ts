import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { money, timestamps } from './columns.js';
import { donations } from './donations.js';

export const autoDealers = pgTable(
  'auto_dealers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The dealer's account (role `dealer`), created when staff approve the dealer. */
    userId: text()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    businessName: varchar({ length: 255 }).notNull(),
    contactName: varchar({ length: 255 }).notNull(),
    email: varchar({ length: 255 }).notNull().unique(),
    phone: varchar({ length: 20 }).notNull(),
    address: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }).notNull(),
    /** Two-letter code (ON, QC...). */
    province: varchar({ length: 50 }).notNull(),
    postalCode: varchar({ length: 10 }).notNull(),
    businessLicense: varchar({ length: 100 }),
    dealerLicense: varchar({ length: 100 }).notNull(),
    gstNumber: varchar({ length: 32 }),
    specialties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** km, 1 to 500 */
    operatingRadius: integer().notNull().default(50),
    operatingHours: text(),
    /** Language of the dealer's e-mails until its account exists (then the account's). */
    locale: varchar({ length: 2 }).notNull().default('en'),
    /** Why staff rejected the registration or revoked the approval (e-mailed to the dealer). */
    statusReason: text(),
    isActive: boolean().notNull().default(true),
    isVerified: boolean().notNull().default(false),
    /** pending | verified | rejected */
    verificationStatus: varchar({ length: 16 }).notNull().default('pending'),
    verificationDate: timestamp({ withTimezone: true }),
    /** 0.00 to 5.00 */
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0.00'),
    totalBids: integer().notNull().default(0),
    successfulBids: integer().notNull().default(0),
    notes: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.verificationStatus),
    // The staff list: pending registrations first, newest first (the order of dealers.repo.ts).
    index('auto_dealers_list_order_index').on(
      sql`(case ${t.verificationStatus} when 'pending' then 0 else 1 end)`,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);

export const vehicleAuctions = pgTable(
  'vehicle_auctions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    minimumBid: money().notNull(),
    /** Optional floor below which the vehicle is not sold; never shown to dealers. */
    reservePrice: money(),
    currentHighBid: money().notNull().default('0.00'),
    winningDealerId: integer().references(() => autoDealers.id, { onDelete: 'set null' }),
    /** An unsold vehicle sent for scrap: what the scrap sale brought, and when staff recorded it. */
    scrapValue: money(),
    scrappedAt: timestamp({ withTimezone: true }),
    /** pending | active | completed | cancelled */
    status: varchar({ length: 16 }).notNull().default('pending'),
    auctionType: varchar({ length: 16 }).notNull().default('open'),
    vehicleLocation: text().notNull(),
    pickupInstructions: text(),
    notes: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.status, t.endDate),
    // One live auction per donation; a cancelled one may be followed by another.
    uniqueIndex('vehicle_auctions_donation_live_unique')
      .on(t.donationId)
      .where(sql`status <> 'cancelled'`),
  ],
);

export const dealerBids = pgTable(
  'dealer_bids',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer()
      .notNull()
      .references(() => vehicleAuctions.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => autoDealers.id, { onDelete: 'restrict' }),
    bidAmount: money().notNull(),
    bidDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isWinning: boolean().notNull().default(false),
    notes: text(),
    status: varchar({ length: 16 }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.auctionId, t.bidAmount), index().on(t.dealerId)],
);

export const auctionNotifications = pgTable(
  'auction_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer()
      .notNull()
      .references(() => vehicleAuctions.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => autoDealers.id, { onDelete: 'cascade' }),
    notificationType: varchar({ length: 32 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.dealerId, t.isRead), index().on(t.auctionId)],
);

export type AutoDealer = typeof autoDealers.$inferSelect;
export type NewAutoDealer = typeof autoDealers.$inferInsert;
export type VehicleAuction = typeof vehicleAuctions.$inferSelect;
export type NewVehicleAuction = typeof vehicleAuctions.$inferInsert;
export type DealerBid = typeof dealerBids.$inferSelect;
export type NewDealerBid = typeof dealerBids.$inferInsert;
export type AuctionNotification = typeof auctionNotifications.$inferSelect;
export type NewAuctionNotification = typeof auctionNotifications.$inferInsert;
