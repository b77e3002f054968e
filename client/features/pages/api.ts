import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@client/i18n/useLanguage';

/** GET /api/pages/slug/:slug (server/features/pages/pages.schemas.ts). */
export interface ContentPageData {
  title: string;
  slug: string;
  template: string;
  isHomepage: boolean;
  featuredImage: string | null;
  excerpt: string | null;
  /** Sanitized by the server; sections in the visitor's language come first. */
  content: string;
  updatedAt: string;
}

/** A published page; the language is in the key because the server orders the sections by it. */
export function useContentPage(slug: string) {
  const { language } = useLanguage();
  return useQuery<ContentPageData>({
    queryKey: [`/api/pages/slug/${encodeURIComponent(slug)}`, language],
    retry: false,
  });
}
