import { z } from 'zod';

/**
 * The blog's posts, categories and tags (back-office.md §3–§5, DECISIONS §10). Pure zod, shared by the
 * editor and the API. Messages are keys of the `blog` namespace.
 */

export const POST_LANGUAGES = ['en', 'fr'] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

/** draft, published and archived are chosen freely; scheduled is published by a job at `publishedAt`. */
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const POST_SLUG_GENERATED_MAX = 50;
export const SLUG_MAX = 100;
export const WORDS_PER_MINUTE = 200;

/** Lowercase letters and digits in runs joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Post slug from its title (§5): lowercased, accents dropped, other non-alphanumerics removed, spaces to
 * hyphens, cut to 50 (never ending on a hyphen).
 */
export function postSlugFromTitle(title: string): string {
  return stripAccents(title.toLowerCase())
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, POST_SLUG_GENERATED_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Tag and category slug from a name (§5): lowercased, spaces to hyphens; other characters dropped. */
export function slugFromName(name: string): string {
  return stripAccents(name.trim().toLowerCase())
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** Reading time: words of the text (tags removed) / 200, rounded up, at least one minute. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const Slug = z
  .string({ error: 'blog:validation.slugInvalid' })
  .trim()
  .max(SLUG_MAX, { error: 'blog:validation.slugTooLong' })
  .regex(SLUG_PATTERN, { error: 'blog:validation.slugInvalid' });

/** An empty string or null means "none". */
const optionalText = (max: number, key = 'blog:validation.tooLong') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, { error: key }).nullable().optional(),
  );

/** An http(s) address or a path on this site. */
export const IMAGE_URL = /^(https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*)$/i;

const ImageUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(2000, { error: 'blog:validation.imageInvalid' })
    .regex(IMAGE_URL, { error: 'blog:validation.imageInvalid' })
    .nullable()
    .optional(),
);

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const PostIdParams = z.object({ id: Id });
export const SlugParams = z.object({ slug: z.string().min(1).max(255) });

const postFields = {
  title: z
    .string({ error: 'blog:validation.titleRequired' })
    .trim()
    .min(1, { error: 'blog:validation.titleRequired' })
    .max(200, { error: 'blog:validation.tooLong' }),
  slug: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), Slug.optional()),
  excerpt: optionalText(500),
  content: z
    .string({ error: 'blog:validation.contentRequired' })
    .max(200_000, { error: 'blog:validation.tooLong' })
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), {
      error: 'blog:validation.contentRequired',
    }),
  featuredImage: ImageUrl,
  categoryId: Id.nullable().optional(),
  tagIds: z.array(Id).max(30).optional(),
  status: z.enum(POST_STATUSES).optional(),
  /** ISO 8601; with status `scheduled`, when the post goes live (must be in the future). */
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  seoTitle: optionalText(SEO_TITLE_MAX, 'blog:validation.seoTitleTooLong'),
  seoDescription: optionalText(SEO_DESCRIPTION_MAX, 'blog:validation.seoDescriptionTooLong'),
  language: z.enum(POST_LANGUAGES).optional(),
  /** The same post in the other language. */
  translationOf: Id.nullable().optional(),
};

export const PostCreateRequest = z.strictObject(postFields);
export type PostCreateRequest = z.infer<typeof PostCreateRequest>;
export const PostUpdateRequest = z.strictObject({
  ...postFields,
  title: postFields.title.optional(),
  content: postFields.content.optional(),
});
export type PostUpdateRequest = z.infer<typeof PostUpdateRequest>;

export const TagView = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type TagView = z.infer<typeof TagView>;

export const CategoryRef = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRef>;

/** The editor's view of a post: every field as stored. */
export const AdminPost = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  featuredImage: z.string().nullable(),
  categoryId: z.number().nullable(),
  tags: z.array(TagView),
  status: z.enum(POST_STATUSES),
  publishedAt: z.string().nullable(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  language: z.enum(POST_LANGUAGES),
  translation: z
    .object({ id: z.number(), title: z.string(), slug: z.string(), language: z.enum(POST_LANGUAGES) })
    .nullable(),
  viewCount: z.number(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPost = z.infer<typeof AdminPost>;

export const AdminPostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  status: z.enum(POST_STATUSES).optional(),
  language: z.enum(POST_LANGUAGES).optional(),
});
export type AdminPostListQuery = z.infer<typeof AdminPostListQuery>;

export const AdminPostRow = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  language: z.enum(POST_LANGUAGES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  categoryName: z.string().nullable(),
  viewCount: z.number(),
  /** The other language's version, if linked. */
  translationId: z.number().nullable(),
});
export type AdminPostRow = z.infer<typeof AdminPostRow>;
export const AdminPostList = z.object({ items: z.array(AdminPostRow), total: z.number() });
export type AdminPostList = z.infer<typeof AdminPostList>;

/** GET /api/posts: published posts, the visitor's language first. */
export const PublicPostListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(9),
  q: z.string().trim().max(200).optional(),
  /** A category slug. */
  category: z.string().trim().max(255).optional(),
  status: z.literal('published').optional(),
  lang: z.enum(POST_LANGUAGES).optional(),
});
export type PublicPostListQuery = z.infer<typeof PublicPostListQuery>;

export const PostCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  category: CategoryRef.nullable(),
  viewCount: z.number(),
  readingMinutes: z.number(),
  publishedAt: z.string(),
  language: z.enum(POST_LANGUAGES),
});
export type PostCard = z.infer<typeof PostCard>;
export const PublicPostList = z.object({ items: z.array(PostCard), total: z.number() });
export type PublicPostList = z.infer<typeof PublicPostList>;

/** GET /api/posts/slug/:slug: a published post, its HTML sanitized. */
export const PublicPost = PostCard.extend({
  content: z.string(),
  authorName: z.string().nullable(),
  tags: z.array(TagView),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  updatedAt: z.string(),
  related: z.array(PostCard),
  /** The published version in the other language. */
  translation: z.object({ slug: z.string(), language: z.enum(POST_LANGUAGES), title: z.string() }).nullable(),
});
export type PublicPost = z.infer<typeof PublicPost>;

export const ViewResponse = z.object({ viewCount: z.number(), counted: z.boolean() });

export const CategoryView = z.object({
  id: z.number(),
  name: z.string(),
  nameFr: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  postCount: z.number(),
});
export type CategoryView = z.infer<typeof CategoryView>;

const categoryFields = {
  name: z
    .string({ error: 'blog:validation.nameRequired' })
    .trim()
    .min(1, { error: 'blog:validation.nameRequired' })
    .max(255, { error: 'blog:validation.tooLong' }),
  nameFr: optionalText(255),
  slug: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), Slug.optional()),
  description: optionalText(1000),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'blog:validation.colorInvalid' })
    .optional(),
};
export const CategoryRequest = z.strictObject(categoryFields);
export type CategoryRequest = z.infer<typeof CategoryRequest>;
export const CategoryUpdateRequest = z.strictObject({
  ...categoryFields,
  name: categoryFields.name.optional(),
});
export type CategoryUpdateRequest = z.infer<typeof CategoryUpdateRequest>;

export const TagRequest = z.strictObject({
  name: z
    .string({ error: 'blog:validation.nameRequired' })
    .trim()
    .min(1, { error: 'blog:validation.nameRequired' })
    .max(100, { error: 'blog:validation.tooLong' }),
  slug: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), Slug.optional()),
});
export type TagRequest = z.infer<typeof TagRequest>;
