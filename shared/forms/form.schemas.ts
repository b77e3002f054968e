import { z } from 'zod';

/**
 * Admin-built forms (back-office.md §3, §5; issue 15). A form exists once per language (DECISIONS §10):
 * its name, description and field texts are in its own `language`, and it is linked to its
 * translation (`translationOf`), a form of the other language with its own slug. Messages are keys of
 * the `forms` namespace.
 */

export const FIELD_TYPES = ['text', 'email', 'phone', 'textarea', 'select', 'checkbox', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FORM_LANGUAGES = ['en', 'fr'] as const;
export type FormLang = (typeof FORM_LANGUAGES)[number];
export const otherLanguage = (lang: FormLang): FormLang => (lang === 'fr' ? 'en' : 'fr');

export const DEFAULT_OPTIONS = ['Option 1', 'Option 2'] as const;
export const SLUG_MAX = 50;
export const MAX_FIELDS = 50;
export const FIELD_ID = /^f[a-z0-9]{4,16}$/;
/** The honeypot: a field people never see; a bot that fills it is answered as if it were stored. */
export const HONEYPOT_KEY = 'hp_website';

/** Slug from a name (back-office.md §5): accents dropped, lowercased, only letters, digits and spaces kept, spaces to hyphens, 50 at most. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Options entered one per line, blanks dropped. */
export const optionsFromLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const newFieldId = () => `f${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

const short = (max: number) => z.string().trim().max(max, { error: 'forms:builder.errors.tooLong' });

export const FormFieldDef = z
  .object({
    id: z.string().regex(FIELD_ID),
    type: z.enum(FIELD_TYPES),
    label: short(200),
    placeholder: short(200).default(''),
    helpText: short(500).default(''),
    required: z.boolean(),
    options: z.array(short(200).min(1)).max(100).optional(),
  })
  .superRefine((f, ctx) => {
    if (!f.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'forms:builder.errors.labelRequired' });
    if (f.type === 'select' && (f.options?.length ?? 0) === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'forms:builder.errors.optionsRequired' });
  });
export type FormFieldDef = z.output<typeof FormFieldDef>;

export const SaveFormRequest = z
  .object({
    name: z
      .string({ error: 'forms:builder.errors.nameRequired' })
      .trim()
      .min(1, { error: 'forms:builder.errors.nameRequired' })
      .max(255, { error: 'forms:builder.errors.tooLong' }),
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, { error: 'forms:builder.errors.slugInvalid' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'forms:builder.errors.slugInvalid' }),
    description: short(2000).default(''),
    /** The form's own language; set when it is created (a later save keeps it). */
    language: z.enum(FORM_LANGUAGES).default('en'),
    /** The form this one translates (created from it); set when created, kept after. */
    translationOf: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    notifyEmail: z
      .string()
      .trim()
      .max(255)
      .refine((v) => v === '' || z.email().safeParse(v).success, {
        error: 'forms:builder.errors.emailInvalid',
      })
      .default(''),
    isActive: z.boolean().default(true),
    fields: z
      .array(FormFieldDef)
      .min(1, { error: 'forms:builder.errors.noFields' })
      .max(MAX_FIELDS, { error: 'forms:builder.errors.tooManyFields' }),
  })
  .superRefine((f, ctx) => {
    const ids = new Set<string>();
    for (const [i, field] of f.fields.entries()) {
      if (ids.has(field.id))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'id'],
          message: 'forms:builder.errors.duplicateField',
        });
      ids.add(field.id);
    }
  });
export type SaveFormRequest = z.input<typeof SaveFormRequest>;

/** The linked form in the other language. */
export const FormLink = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  language: z.enum(FORM_LANGUAGES),
});
export type FormLink = z.infer<typeof FormLink>;

export const FormView = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  language: z.enum(FORM_LANGUAGES),
  translationOf: z.number().nullable(),
  translation: FormLink.nullable(),
  notifyEmail: z.string(),
  isActive: z.boolean(),
  deleted: z.boolean(),
  fields: z.array(z.custom<FormFieldDef>()),
  submissionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormView = z.infer<typeof FormView>;

export const FormListResponse = z.object({ forms: z.array(FormView) });
export type FormListResponse = z.infer<typeof FormListResponse>;

/**
 * What a visitor receives: the form in its own language, and its translation when that one takes
 * answers (the page links to it). An inactive form has no fields (it is not accepting submissions).
 */
export const PublicFormView = z.object({
  id: z.number(),
  slug: z.string(),
  language: z.enum(FORM_LANGUAGES),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  fields: z.array(z.custom<FormFieldDef>()),
  translation: z.object({ slug: z.string(), name: z.string(), language: z.enum(FORM_LANGUAGES) }).nullable(),
});
export type PublicFormView = z.infer<typeof PublicFormView>;

export const SetActiveRequest = z.object({ isActive: z.boolean() });
export const DeleteFormQuery = z.object({
  // No default: keeping or deleting the answers is always the admin's explicit choice.
  submissions: z.enum(['keep', 'delete']),
});

/** A field as a submission was answered against it (its label then, in the form's language). */
export const AnsweredField = z.object({
  id: z.string(),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
});
export type AnsweredField = z.infer<typeof AnsweredField>;

export const SubmissionView = z.object({
  id: z.number(),
  createdAt: z.string(),
  language: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  fields: z.array(AnsweredField),
  data: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export type SubmissionView = z.infer<typeof SubmissionView>;

export const SubmissionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
});

export const SubmissionListResponse = z.object({
  form: z.object({
    id: z.number(),
    name: z.string(),
    language: z.enum(FORM_LANGUAGES),
    slug: z.string(),
    deleted: z.boolean(),
  }),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  items: z.array(SubmissionView),
});
export type SubmissionListResponse = z.infer<typeof SubmissionListResponse>;

export const STATS_DAYS = 30;
export const SubmissionStatsResponse = z.object({
  total: z.number(),
  days: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type SubmissionStatsResponse = z.infer<typeof SubmissionStatsResponse>;
