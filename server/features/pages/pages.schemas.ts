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
});
export type PageResponse = z.infer<typeof PageResponse>;
