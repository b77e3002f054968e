import type { ImageSearchResponse, ImageSearchResult } from '@shared/content/media';
import type { DbOrTx } from '../../db/client';
import type { Env } from '../../platform/env';
import { AppError } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import { searchLibrary, toMediaItem } from '../media/media.service';

/** Pixabay's documented answer (https://pixabay.com/api/docs/), the fields used here. */
interface PixabayAnswer {
  total: number;
  totalHits: number;
  hits: {
    id: number;
    pageURL: string;
    tags: string;
    previewURL: string;
    webformatURL: string;
    largeImageURL?: string;
    imageWidth?: number;
    imageHeight?: number;
    user: string;
  }[];
}

/** Pexels' documented search answer (https://www.pexels.com/api/documentation/#photos-search). */
interface PexelsAnswer {
  total_results: number;
  photos: {
    id: number;
    width: number;
    height: number;
    url: string;
    photographer: string;
    alt?: string | null;
    src: { original: string; large: string; large2x?: string; medium: string; small?: string; tiny?: string };
  }[];
}

const TIMEOUT_MS = 8000;
const httpsOrNull = (u: unknown) => (typeof u === 'string' && /^https?:\/\//i.test(u) ? u : null);

async function fetchJson<T>(url: URL, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError('INTERNAL', 'media:errors.searchUnavailable');
  }
  if (!res.ok) throw new AppError('INTERNAL', 'media:errors.searchUnavailable');
  try {
    return (await res.json()) as T;
  } catch {
    throw new AppError('INTERNAL', 'media:errors.searchUnavailable');
  }
}

export async function searchPixabay(
  opts: { baseUrl: string; key: string },
  q: { query: string; perPage: number; locale: Locale },
): Promise<{ images: ImageSearchResult[]; total: number }> {
  const url = new URL(opts.baseUrl);
  url.searchParams.set('key', opts.key);
  url.searchParams.set('q', q.query);
  url.searchParams.set('image_type', 'photo');
  url.searchParams.set('safesearch', 'true');
  url.searchParams.set('lang', q.locale);
  url.searchParams.set('per_page', String(Math.max(3, Math.min(200, q.perPage))));
  const body = await fetchJson<PixabayAnswer>(url, {});
  const images: ImageSearchResult[] = [];
  for (const h of Array.isArray(body.hits) ? body.hits : []) {
    const full = httpsOrNull(h.largeImageURL) ?? httpsOrNull(h.webformatURL);
    const preview = httpsOrNull(h.webformatURL) ?? httpsOrNull(h.previewURL);
    if (!full || !preview) continue;
    images.push({
      id: `pixabay-${h.id}`,
      url: full,
      preview,
      tags: String(h.tags ?? ''),
      user: String(h.user ?? ''),
      source: 'pixabay',
      width: Number.isInteger(h.imageWidth) ? h.imageWidth : undefined,
      height: Number.isInteger(h.imageHeight) ? h.imageHeight : undefined,
      pageUrl: httpsOrNull(h.pageURL) ?? undefined,
    });
  }
  return { images, total: Number(body.totalHits ?? images.length) || 0 };
}

export async function searchPexels(
  opts: { baseUrl: string; key: string },
  q: { query: string; perPage: number; locale: Locale },
): Promise<{ images: ImageSearchResult[]; total: number }> {
  const url = new URL('search', opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
  url.searchParams.set('query', q.query);
  url.searchParams.set('per_page', String(Math.max(1, Math.min(80, q.perPage))));
  url.searchParams.set('locale', q.locale === 'fr' ? 'fr-FR' : 'en-US');
  const body = await fetchJson<PexelsAnswer>(url, { headers: { Authorization: opts.key } });
  const images: ImageSearchResult[] = [];
  for (const p of Array.isArray(body.photos) ? body.photos : []) {
    const full = httpsOrNull(p.src?.large2x) ?? httpsOrNull(p.src?.large);
    const preview = httpsOrNull(p.src?.medium) ?? httpsOrNull(p.src?.small);
    if (!full || !preview) continue;
    images.push({
      id: `pexels-${p.id}`,
      url: full,
      preview,
      tags: String(p.alt ?? ''),
      user: String(p.photographer ?? ''),
      source: 'pexels',
      width: Number.isInteger(p.width) ? p.width : undefined,
      height: Number.isInteger(p.height) ? p.height : undefined,
      alt: p.alt ?? undefined,
      pageUrl: httpsOrNull(p.url) ?? undefined,
    });
  }
  return { images, total: Number(body.total_results ?? images.length) || 0 };
}

/** The configured external sources, in order of preference. */
export function configuredSources(env: Env): ('pixabay' | 'pexels')[] {
  const out: ('pixabay' | 'pexels')[] = [];
  if (env.PIXABAY_API_KEY) out.push('pixabay');
  if (env.PEXELS_API_KEY) out.push('pexels');
  return out;
}

/**
 * GET /api/images/search: the asked source when its key is set (else the first configured one); with no
 * key at all, the site's own media library (DECISIONS §7), which the response says.
 */
export async function searchImages(
  env: Env,
  db: DbOrTx,
  q: { query: string; source?: 'pixabay' | 'pexels'; perPage: number; locale: Locale },
): Promise<ImageSearchResponse> {
  const configured = configuredSources(env);
  const source = q.source && configured.includes(q.source) ? q.source : configured[0];
  if (source === 'pixabay') {
    const r = await searchPixabay({ baseUrl: env.PIXABAY_BASE_URL, key: env.PIXABAY_API_KEY! }, q);
    return { ...r, source, configured };
  }
  if (source === 'pexels') {
    const r = await searchPexels({ baseUrl: env.PEXELS_BASE_URL, key: env.PEXELS_API_KEY! }, q);
    return { ...r, source, configured };
  }
  const { rows, total } = await searchLibrary(db, { query: q.query, limit: q.perPage });
  const images = rows.map((row): ImageSearchResult => {
    const item = toMediaItem(row);
    const alt = q.locale === 'fr' ? item.altFr : item.altEn;
    return {
      id: `library-${item.id}`,
      url: item.featuredUrl,
      preview: item.cardUrl,
      tags: alt,
      user: '',
      source: 'library',
      width: item.featuredWidth,
      height: item.featuredHeight,
      alt,
    };
  });
  return { images, total, source: 'library', configured };
}
