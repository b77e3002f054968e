import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { firstParagraphText } from './bilingual';
import { findPublishedPage, findPublishedTranslation } from './pages.repo';
import type { PageResponse } from './pages.schemas';
import { sanitizeStoredHtml, storedImageSrc } from './sanitize-html';

export interface VisitorPage {
  page: PageResponse;
  /** For the HTML head: the page's SEO fields, else its title and first paragraph. */
  seo: { title: string; description: string };
}

/**
 * A published page, or null. A page is in one language (DECISIONS §10): it is shown as written whatever
 * the visitor's language, with its translation (when published) for the language switch and the
 * hreflang pair.
 */
export async function findPageForVisitor(db: DbOrTx, opts: { slug: string }): Promise<VisitorPage | null> {
  const row = await findPublishedPage(db, opts.slug);
  if (!row) return null;
  // Sanitized when read, so content stored by any path (seed, import, editor) is safe to show.
  const content = sanitizeStoredHtml(row.content);
  const translation = await findPublishedTranslation(db, row);
  return {
    page: {
      title: row.title,
      slug: row.slug,
      template: row.template,
      isHomepage: row.isHomepage,
      featuredImage: storedImageSrc(row.featuredImage),
      excerpt: row.excerpt,
      content,
      updatedAt: row.updatedAt.toISOString(),
      language: row.language === 'fr' ? 'fr' : 'en',
      translation: translation && { ...translation, language: translation.language === 'fr' ? 'fr' : 'en' },
    },
    seo: {
      title: row.seoTitle || row.title,
      description: row.seoDescription || row.excerpt || firstParagraphText(content),
    },
  };
}

export async function getPageForVisitor(db: DbOrTx, opts: { slug: string }): Promise<PageResponse> {
  const found = await findPageForVisitor(db, opts);
  if (!found) throw notFound('pages:api.notFound');
  return found.page;
}
