import { z } from 'zod';

export const PageSlugParams = z.object({ slug: z.string().min(1).max(255) });

/** GET /api/pages/slug/:slug — a published page, its HTML already sanitized. */
export const PageResponse = z.object({
  title: z.string(),
  slug: z.string(),
  template: z.string(),
  isHomepage: z.boolean(),
  featuredImage: z.string().nullable(),
  excerpt: z.string().nullable(),
  content: z.string(),
  /** ISO 8601 */
  updatedAt: z.string(),
  /** en | fr: the page's own language (DECISIONS §10). */
  language: z.enum(['en', 'fr']),
  /** The published page in the other language, when there is one. */
  translation: z.object({ slug: z.string(), title: z.string(), language: z.enum(['en', 'fr']) }).nullable(),
});
export type PageResponse = z.infer<typeof PageResponse>;
