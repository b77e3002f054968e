import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import { firstParagraphText, localizedText, visitorLanguageFirst } from './bilingual';
import { findPublishedPage, findPublishedTranslation } from './pages.repo';
import type { PageResponse } from './pages.schemas';
import { sanitizeStoredHtml, storedImageSrc } from './sanitize-html';

export interface VisitorPage {
  page: PageResponse;
  /** For the HTML head: the page's SEO fields, else its title and first paragraph. */
  seo: { title: string; description: string };
}

/** A published page as the visitor reads it (their language first), or null. */
export async function findPageForVisitor(
  db: DbOrTx,
  opts: { slug: string; locale: Locale },
): Promise<VisitorPage | null> {
  const row = await findPublishedPage(db, opts.slug);
  if (!row) return null;
  // Sanitized when read, so content stored by any path (seed, import, editor) is safe to show.
  const content = visitorLanguageFirst(sanitizeStoredHtml(row.content), opts.locale);
  const title = localizedText(row.title, opts.locale);
  const excerpt = row.excerpt ? localizedText(row.excerpt, opts.locale) : null;
  return {
    page: {
      title,
      slug: row.slug,
      template: row.template,
      isHomepage: row.isHomepage,
      featuredImage: storedImageSrc(row.featuredImage),
      excerpt,
      content,
      updatedAt: row.updatedAt.toISOString(),
      language: row.language,
      translation: await findPublishedTranslation(db, row),
    },
    seo: {
      title: row.seoTitle ? localizedText(row.seoTitle, opts.locale) : title,
      description: row.seoDescription
        ? localizedText(row.seoDescription, opts.locale)
        : (excerpt ?? firstParagraphText(content)),
    },
  };
}

export async function getPageForVisitor(
  db: DbOrTx,
  opts: { slug: string; locale: Locale },
): Promise<PageResponse> {
  const found = await findPageForVisitor(db, opts);
  if (!found) throw notFound('pages:api.notFound');
  return found.page;
}
