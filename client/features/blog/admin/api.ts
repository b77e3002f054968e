import { keepPreviousData, useQuery } from '@tanstack/react-query';
// Types only: nothing from the server is bundled.
import type {
  AdminPost,
  AdminPostList,
  CategoryView,
  PostCreateRequest,
  PostStatus,
  TagView,
} from '@shared/blog/blog.schemas';

export type { AdminPost, AdminPostList, CategoryView, PostCreateRequest, PostStatus, TagView };

export function adminPostsUrl(p: {
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
  language?: string;
}) {
  const query = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q) query.set('q', p.q);
  if (p.status) query.set('status', p.status);
  if (p.language) query.set('language', p.language);
  return `/api/admin/posts?${query.toString()}`;
}

export function useAdminPosts(p: {
  page: number;
  pageSize: number;
  q?: string;
  status?: string;
  language?: string;
}) {
  return useQuery<AdminPostList>({ queryKey: [adminPostsUrl(p)], placeholderData: keepPreviousData });
}

export function useAdminPost(id: number | null) {
  return useQuery<AdminPost>({ queryKey: [`/api/posts/${id}`], enabled: id !== null, retry: false });
}

export function useTags() {
  return useQuery<TagView[]>({ queryKey: ['/api/tags'] });
}

export function useCategoryChoices() {
  return useQuery<CategoryView[]>({ queryKey: ['/api/categories'] });
}
