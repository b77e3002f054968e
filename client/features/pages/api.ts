import { useQuery } from '@tanstack/react-query';
import type { PageResponse } from '@server/features/pages/pages.schemas';

/** GET /api/pages/slug/:slug, typed from the server's schema (types only). */
export type ContentPageData = PageResponse;

/** A published page, in its own language whatever the visitor's (DECISIONS §10). */
export function useContentPage(slug: string) {
  return useQuery<ContentPageData>({
    queryKey: [`/api/pages/slug/${encodeURIComponent(slug)}`],
    retry: false,
  });
}
