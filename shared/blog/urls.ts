import type { PostLanguage } from './blog.schemas';

/** Cards per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

/**
 * GET /api/posts for the public list: also the TanStack Query key, so the server's first render and the
 * browser ask for the same thing (the language is in the address: the list depends on it).
 */
export function blogListUrl(p: { lang: PostLanguage; page?: number; q?: string; category?: string }): string {
  const query = new URLSearchParams({
    lang: p.lang,
    page: String(p.page ?? 1),
    pageSize: String(BLOG_PAGE_SIZE),
  });
  if (p.q) query.set('q', p.q);
  if (p.category) query.set('category', p.category);
  return `/api/posts?${query.toString()}`;
}

/** GET /api/posts/slug/:slug (category names follow the visitor's language: it is in the key). */
export const blogPostUrl = (slug: string) => `/api/posts/slug/${encodeURIComponent(slug)}`;

/** The RSS feed of one language's posts. */
export const blogFeedPath = (lang: PostLanguage) =>
  lang === 'fr' ? '/blog/feed.xml?lang=fr' : '/blog/feed.xml';
