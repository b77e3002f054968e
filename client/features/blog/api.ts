import { keepPreviousData, useQuery } from '@tanstack/react-query';
// Types only: nothing from the server is bundled.
import type { CategoryView, PostCard, PublicPost, PublicPostList } from '@shared/blog/blog.schemas';
import { blogListUrl, blogPostUrl } from '@shared/blog/urls';
import { useLanguage } from '@client/i18n/useLanguage';

export type { CategoryView, PostCard, PublicPost, PublicPostList };

export function useBlogList(p: { page: number; q: string; category: string }) {
  const { language } = useLanguage();
  return useQuery<PublicPostList>({
    queryKey: [
      blogListUrl({ lang: language, page: p.page, q: p.q || undefined, category: p.category || undefined }),
    ],
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery<CategoryView[]>({ queryKey: ['/api/categories'] });
}

/** A published post; the language is in the key because category names follow it. */
export function useBlogPost(slug: string) {
  const { language } = useLanguage();
  return useQuery<PublicPost>({ queryKey: [blogPostUrl(slug), language], retry: false });
}

export const categoryLabel = (c: { name: string; nameFr: string | null }, language: string) =>
  (language === 'fr' && c.nameFr) || c.name;
