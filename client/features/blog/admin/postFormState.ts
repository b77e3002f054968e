import type { PostLanguage } from '@shared/blog/blog.schemas';
import type { AdminPost, PostStatus, TagView } from './api';

/** The post editor's fields, as the inputs hold them. */
export interface PostFormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  categoryId: string;
  tags: string[];
  status: PostStatus;
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
  language: PostLanguage;
  translationOf: string;
}

export const EMPTY_POST: PostFormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  categoryId: '',
  tags: [],
  status: 'draft',
  publishedAt: '',
  seoTitle: '',
  seoDescription: '',
  language: 'en',
  translationOf: '',
};

/** A `datetime-local` value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromPost(p: AdminPost): PostFormState {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt ?? '',
    content: p.content,
    featuredImage: p.featuredImage ?? '',
    categoryId: p.categoryId ? String(p.categoryId) : '',
    tags: p.tags.map((t) => t.name),
    status: p.status,
    publishedAt: toLocalInput(p.publishedAt),
    seoTitle: p.seoTitle ?? '',
    seoDescription: p.seoDescription ?? '',
    language: p.language,
    translationOf: p.translation ? String(p.translation.id) : '',
  };
}

/** The body of a post's create or update request, saved with `status`. */
export function toPostRequest(form: PostFormState, status: PostStatus, tags: readonly TagView[]) {
  const tagIds = form.tags
    .map((name) => tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.id)
    .filter((x): x is number => x !== undefined);
  return {
    title: form.title,
    ...(form.slug ? { slug: form.slug } : {}),
    excerpt: form.excerpt,
    content: form.content,
    featuredImage: form.featuredImage,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    tagIds,
    status,
    ...(status === 'scheduled' && form.publishedAt
      ? { publishedAt: new Date(form.publishedAt).toISOString() }
      : {}),
    seoTitle: form.seoTitle,
    seoDescription: form.seoDescription,
    language: form.language,
    translationOf: form.translationOf ? Number(form.translationOf) : null,
  };
}
