import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { timestamps } from './columns.js';

export type FormFieldType = 'text' | 'email' | 'phone' | 'textarea' | 'select' | 'checkbox' | 'date';

export interface FormField {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  required: boolean;
  /** select only */
  options?: string[];
}

export type FormSettings = Record<string, unknown>;

/** A submission maps each field id to the submitted value. */
export type FormSubmissionData = Record<string, string | boolean>;

export const customForms = pgTable('custom_forms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 255 }).notNull(),
  slug: varchar({ length: 255 }).notNull().unique(),
  description: text(),
  fields: jsonb().$type<FormField[]>().notNull().default([]),
  settings: jsonb().$type<FormSettings>().notNull().default({}),
  isActive: boolean().notNull().default(true),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: integer()
      .notNull()
      .references(() => customForms.id, { onDelete: 'cascade' }),
    data: jsonb().$type<FormSubmissionData>().notNull(),
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
