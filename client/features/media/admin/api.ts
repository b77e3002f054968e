import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImageSearchResponse, MediaItem, MediaListResponse } from '@shared/content/media';
import { uploadForm } from '@client/lib/upload';

export type { ImageSearchResponse, MediaItem, MediaListResponse };

export const MEDIA_URL = '/api/admin/media';

export function mediaListUrl(p: { q: string; page: number; pageSize: number }): string {
  const query = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q.trim()) query.set('q', p.q.trim());
  return `${MEDIA_URL}?${query.toString()}`;
}

export function useMediaList(p: { q: string; page: number; pageSize: number }, enabled = true) {
  return useQuery<MediaListResponse>({
    queryKey: [mediaListUrl(p)],
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useImageSearch(query: string, source: '' | 'pixabay' | 'pexels') {
  const q = new URLSearchParams({ query, per_page: '24' });
  if (source) q.set('source', source);
  return useQuery<ImageSearchResponse>({
    queryKey: [`/api/images/search?${q.toString()}`],
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Uploads one image with its alt text (multipart, fields before the file), reporting progress (0–100). */
export function uploadMedia(
  input: { file: File; altEn: string; altFr: string },
  onProgress: (percent: number) => void,
): Promise<MediaItem> {
  const form = new FormData();
  form.append('altEn', input.altEn);
  form.append('altFr', input.altFr);
  form.append('file', input.file);
  return uploadForm<MediaItem>(MEDIA_URL, form, onProgress);
}
