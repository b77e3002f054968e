import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps, type JsonValue } from './columns.js';

/** text | email | textarea | number | boolean | select */
export type SettingType = 'text' | 'email' | 'textarea' | 'number' | 'boolean' | 'select';

export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: varchar({ length: 64 }).notNull(),
    key: varchar({ length: 128 }).notNull(),
    value: jsonb().$type<JsonValue>().notNull(),
    /** How the settings screen edits the value. */
    type: varchar({ length: 16 }).$type<SettingType>().notNull().default('text'),
    description: text(),
    /** Readable without signing in (business hours, phone...). */
    isPublic: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [unique('platform_settings_category_key_unique').on(t.category, t.key)],
);

/** Versioned configuration documents (AI system prompt, business info for the assistant...). */
export const businessConfig = pgTable(
  'business_config',
  {
    id: text().primaryKey(),
    configType: varchar({ length: 64 }).notNull(),
    configData: jsonb().$type<JsonValue>().notNull(),
    isActive: boolean().notNull().default(true),
    version: integer().notNull().default(1),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.configType, t.isActive)],
);

export const colorThemes = pgTable(
  'color_themes',
  {
    id: text().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    // Defaults: a light theme whose text and primary button pass WCAG AA (4.5:1).
    primary: text().notNull().default('hsl(211, 80%, 40%)'),
    primaryForeground: text().notNull().default('hsl(211, 100%, 99%)'),
    secondary: text().notNull().default('hsl(60, 4.8%, 95.9%)'),
    secondaryForeground: text().notNull().default('hsl(24, 9.8%, 10%)'),
    accent: text().notNull().default('hsl(60, 4.8%, 95.9%)'),
    accentForeground: text().notNull().default('hsl(24, 9.8%, 10%)'),
    background: text().notNull().default('hsl(0, 0%, 100%)'),
    foreground: text().notNull().default('hsl(20, 14.3%, 4.1%)'),
    card: text().notNull().default('hsl(0, 0%, 100%)'),
    cardForeground: text().notNull().default('hsl(20, 14.3%, 4.1%)'),
    muted: text().notNull().default('hsl(60, 4.8%, 95.9%)'),
    mutedForeground: text().notNull().default('hsl(25, 5.3%, 41%)'),
    border: text().notNull().default('hsl(20, 5.9%, 90%)'),
    input: text().notNull().default('hsl(20, 5.9%, 90%)'),
    ring: text().notNull().default('hsl(211, 80%, 40%)'),
    heroGradient: text(),
    buttonGradient: text(),
    buttonHoverGradient: text(),
    isActive: boolean().notNull().default(false),
    ...timestamps,
  },
  // Exactly one theme is active: the database refuses a second one.
  (t) => [
    uniqueIndex('color_themes_single_active')
      .on(t.isActive)
      .where(sql`is_active`),
  ],
);

export type PlatformSetting = typeof platformSettings.$inferSelect;
export type NewPlatformSetting = typeof platformSettings.$inferInsert;
export type BusinessConfig = typeof businessConfig.$inferSelect;
export type NewBusinessConfig = typeof businessConfig.$inferInsert;
export type ColorTheme = typeof colorThemes.$inferSelect;
export type NewColorTheme = typeof colorThemes.$inferInsert;
