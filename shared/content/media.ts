import { z } from 'zod';

/** Uploads larger than this are refused (413). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** What the library takes, read from the bytes. */
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_ALT_LENGTH = 250;
/**
 * Resized WebP variants: cards (blog list, picker; cropped to 16:9) and the featured image (post and page
 * header, inside the editor's content; at most 1200 px on its longer side, never enlarged).
 */
export const MEDIA_VARIANTS = {
  card: { width: 640, height: 360 },
  featured: { width: 1200, height: 1200 },
} as const;

/** The featured variant's size for an original of this size (fit inside, never enlarged). */
export function featuredSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEDIA_VARIANTS.featured.width / width, MEDIA_VARIANTS.featured.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const MediaItem = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altEn: z.string(),
  altFr: z.string(),
  /** The original (metadata removed), served with a long immutable cache. */
  url: z.string(),
  cardUrl: z.string(),
  featuredUrl: z.string(),
  featuredWidth: z.number().int(),
  featuredHeight: z.number().int(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

export const MediaListResponse = z.object({
  items: z.array(MediaItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaListResponse = z.infer<typeof MediaListResponse>;

export const MediaAltBody = z.object({
  altEn: z.string().trim().min(1, 'media:errors.altRequired').max(MAX_ALT_LENGTH),
  altFr: z.string().trim().min(1, 'media:errors.altRequired').max(MAX_ALT_LENGTH),
});
export type MediaAltBody = z.infer<typeof MediaAltBody>;

export const MediaIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** `<stored file id>.<ext>`: only files that belong to the library are served. */
export const MediaFileParams = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|webp|gif)$/) });

/** GET /api/images/search (back-office.md §7). */
export const IMAGE_SOURCES = ['pixabay', 'pexels', 'library'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];
export const ImageSearchQuery = z.object({
  query: z.string().trim().min(1, 'media:errors.queryRequired').max(100),
  source: z.enum(['pixabay', 'pexels']).optional(),
  per_page: z.coerce.number().int().min(3).max(80).default(24),
});
export type ImageSearchQuery = z.infer<typeof ImageSearchQuery>;
export const ImageSearchResult = z.object({
  id: z.string(),
  url: z.string(),
  preview: z.string(),
  tags: z.string(),
  user: z.string(),
  source: z.enum(IMAGE_SOURCES),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** The library's alt text in the editor's language (library results only). */
  alt: z.string().optional(),
  /** Where the photo is credited (external results). */
  pageUrl: z.string().optional(),
});
export type ImageSearchResult = z.infer<typeof ImageSearchResult>;
export const ImageSearchResponse = z.object({
  images: z.array(ImageSearchResult),
  total: z.number().int(),
  /** Which source answered: library when no Pixabay/Pexels key is configured. */
  source: z.enum(IMAGE_SOURCES),
  /** External sources with a key configured. */
  configured: z.array(z.enum(['pixabay', 'pexels'])),
});
export type ImageSearchResponse = z.infer<typeof ImageSearchResponse>;
