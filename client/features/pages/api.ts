import { useQuery } from '@tanstack/react-query';
import type { PageResponse } from '@server/features/pages/pages.schemas';
import { useLanguage } from '@client/i18n/useLanguage';

/** GET /api/pages/slug/:slug, typed from the server's schema (types only). */
export type ContentPageData = PageResponse;

/** A published page; the language is in the key because the server orders the sections by it. */
export function useContentPage(slug: string) {
  const { language } = useLanguage();
  return useQuery<ContentPageData>({
    queryKey: [`/api/pages/slug/${encodeURIComponent(slug)}`, language],
    retry: false,
  });
}
