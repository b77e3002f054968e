import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AnsweredField, FormFieldDef } from '../../../shared/forms/form.schemas';
import { users } from './auth.js';
import { timestamps } from './columns.js';
import type { Locale } from '../../../shared/i18n/language';

/** A field with its label, placeholder and help text in the form's language (shared/forms). */
export type FormField = FormFieldDef;

export type FormSettings = Record<string, unknown>;

/** A submission maps each field id to the submitted value. */
export type FormSubmissionData = Record<string, string | boolean>;

export const customForms = pgTable(
  'custom_forms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    description: text(),
    /** en | fr (DECISIONS §10): one form per language, linked to its translation. */
    language: varchar({ length: 2 }).$type<Locale>().notNull().default('en'),
    translationOf: integer().references((): AnyPgColumn => customForms.id, { onDelete: 'set null' }),
    fields: jsonb().$type<FormField[]>().notNull().default([]),
    settings: jsonb().$type<FormSettings>().notNull().default({}),
    isActive: boolean().notNull().default(true),
    /** Who is e-mailed each new submission; empty for nobody. */
    notifyEmail: varchar({ length: 255 }).notNull().default(''),
    /** Deleted with its submissions kept: hidden from visitors, its answers still readable by staff. */
    deletedAt: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index().on(t.translationOf), index().on(t.createdAt, t.id)],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: integer()
      .notNull()
      .references(() => customForms.id, { onDelete: 'cascade' }),
    data: jsonb().$type<FormSubmissionData>().notNull(),
    /** The visitor's language when answering (en | fr). */
    language: varchar({ length: 2 }).notNull().default('en'),
    /** The fields as they were when answered, so a later edit of the form keeps this answer readable. */
    fields: jsonb().$type<AnsweredField[]>().notNull().default([]),
    ipAddress: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.formId, t.createdAt)],
);

export type CustomForm = typeof customForms.$inferSelect;
export type NewCustomForm = typeof customForms.$inferInsert;
export type FormSubmission = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
