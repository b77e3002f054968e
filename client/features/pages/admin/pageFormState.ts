import type { AdminPage } from '@shared/content/pages';
import type { Locale } from '@shared/i18n/language';

/** The page editor's fields, as the inputs hold them. */
export interface PageFormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  status: 'draft' | 'published';
  template: string;
  language: Locale;
  isHomepage: boolean;
  translationOf: string;
  seoTitle: string;
  seoDescription: string;
}

export const EMPTY_PAGE: PageFormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  status: 'draft',
  template: 'default',
  language: 'en',
  isHomepage: false,
  translationOf: '',
  seoTitle: '',
  seoDescription: '',
};

export const fromPage = (p: AdminPage): PageFormState => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt ?? '',
  content: p.content,
  featuredImage: p.featuredImage ?? '',
  status: p.status,
  template: p.template,
  language: p.language === 'fr' ? 'fr' : 'en',
  isHomepage: p.isHomepage,
  translationOf: p.translationOf ? String(p.translationOf) : '',
  seoTitle: p.seoTitle ?? '',
  seoDescription: p.seoDescription ?? '',
});

/** The body of a page's create or update request. */
export const toPageRequest = (form: PageFormState) => ({
  ...form,
  translationOf: form.translationOf ? Number(form.translationOf) : null,
});
