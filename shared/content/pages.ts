import { z } from 'zod';
import { IMAGE_URL, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../blog/blog.schemas';

export const PAGE_TEMPLATES = ['default', 'landing', 'legal', 'fullWidth'] as const;
export const PAGE_STATUSES = ['draft', 'published'] as const;
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;

/** back-office.md §5: lowercased, runs of non-alphanumerics to hyphens, leading/trailing hyphens trimmed. */
export function pageSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 255);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An http(s) address or a path on this site, as for posts; empty means none. */
const imageUrl = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(2000, 'pages:admin.errors.imageInvalid')
      .regex(IMAGE_URL, 'pages:admin.errors.imageInvalid')
      .nullish(),
  )
  .transform((v) => v ?? null);

const fields = {
  title: z.string().trim().min(1, 'pages:admin.errors.titleRequired').max(200),
  slug: z
    .string()
    .trim()
    .max(255)
    .regex(SLUG, 'pages:admin.errors.slugFormat')
    .or(z.literal('').transform(() => undefined)),
  content: z.string().max(500_000),
  excerpt: optionalText(500),
  featuredImage: imageUrl,
  status: z.enum(PAGE_STATUSES),
  seoTitle: optionalText(SEO_TITLE_MAX),
  seoDescription: optionalText(SEO_DESCRIPTION_MAX),
  isHomepage: z.boolean(),
  template: z.enum(PAGE_TEMPLATES),
  language: z.enum(CONTENT_LANGUAGES),
  /** The page in the other language this one translates (or null). */
  translationOf: z.number().int().positive().max(2_147_483_647).nullable(),
};

export const PageInput = z.object({
  ...fields,
  slug: fields.slug.optional(),
  content: fields.content.default(''),
  status: fields.status.default('draft'),
  isHomepage: fields.isHomepage.default(false),
  template: fields.template.default('default'),
  language: fields.language.default('en'),
  translationOf: fields.translationOf.optional(),
});
export type PageInput = z.infer<typeof PageInput>;
/** PATCH: only the fields sent change. */
export const PagePatch = z.object({
  title: fields.title.optional(),
  slug: fields.slug.optional(),
  content: fields.content.optional(),
  excerpt: fields.excerpt,
  featuredImage: fields.featuredImage,
  status: fields.status.optional(),
  seoTitle: fields.seoTitle,
  seoDescription: fields.seoDescription,
  isHomepage: fields.isHomepage.optional(),
  template: fields.template.optional(),
  language: fields.language.optional(),
  translationOf: fields.translationOf.optional(),
});
export type PagePatch = z.infer<typeof PagePatch>;

export const PageLink = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  language: z.string(),
});
export type PageLink = z.infer<typeof PageLink>;

export const AdminPage = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  status: z.enum(PAGE_STATUSES),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  isHomepage: z.boolean(),
  template: z.string(),
  language: z.string(),
  translationOf: z.number().int().nullable(),
  /** The linked page in the other language, either direction. */
  translation: PageLink.nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPage = z.infer<typeof AdminPage>;

export const AdminPageListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  language: z.enum(CONTENT_LANGUAGES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminPageListItem = AdminPage.omit({ content: true });
export type AdminPageListItem = z.infer<typeof AdminPageListItem>;
export const AdminPageList = z.object({
  items: z.array(AdminPageListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPageList = z.infer<typeof AdminPageList>;
export const PageIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
