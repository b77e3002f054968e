import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminPageList, PageInput } from '@shared/content/pages';

export type { AdminPage, AdminPageList, PageInput };
export const PAGES_URL = '/api/pages';

export function pagesListUrl(p: { q: string; language: string; page: number; pageSize: number }) {
  const query = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q.trim()) query.set('q', p.q.trim());
  if (p.language) query.set('language', p.language);
  return `${PAGES_URL}?${query.toString()}`;
}

export function useAdminPages(p: { q: string; language: string; page: number; pageSize: number }) {
  return useQuery<AdminPageList>({ queryKey: [pagesListUrl(p)], placeholderData: keepPreviousData });
}

export function useAdminPage(id: number | null) {
  return useQuery<AdminPage>({ queryKey: [`${PAGES_URL}/${id}`], enabled: id !== null });
}
