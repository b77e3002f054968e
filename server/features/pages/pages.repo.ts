import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pages } from '../../db/schema/content';

/** Only published pages are ever read by the public site. */
const published = eq(pages.status, 'published');

export async function findPublishedPage(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: pages.id,
      language: pages.language,
      translationOf: pages.translationOf,
      title: pages.title,
      slug: pages.slug,
      template: pages.template,
      isHomepage: pages.isHomepage,
      featuredImage: pages.featuredImage,
      excerpt: pages.excerpt,
      content: pages.content,
      seoTitle: pages.seoTitle,
      seoDescription: pages.seoDescription,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.slug, slug), published))
    .limit(1);
  return row ?? null;
}

/** The published page linked to this one in the other language (either direction). */
export async function findPublishedTranslation(
  db: DbOrTx,
  page: { id: number; translationOf: number | null; language: string },
) {
  const link = page.translationOf
    ? or(eq(pages.id, page.translationOf), eq(pages.translationOf, page.id))
    : eq(pages.translationOf, page.id);
  const [row] = await db
    .select({ slug: pages.slug, title: pages.title, language: pages.language })
    .from(pages)
    .where(and(link, published, ne(pages.language, page.language)))
    .limit(1);
  return row ?? null;
}

export type PublishedPageRow = NonNullable<Awaited<ReturnType<typeof findPublishedPage>>>;

/**
 * The published pages for the sitemap, each with its language and its published translation's slug
 * (DECISIONS §10: the pair is announced with hreflang alternates).
 */
export async function listPublishedPageSlugs(db: DbOrTx) {
  const rows = await db
    .select({
      slug: pages.slug,
      language: pages.language,
      updatedAt: pages.updatedAt,
      // Outer columns written out: in a one-table select drizzle leaves them unqualified, and inside
      // the subquery they would name t's own columns.
      translationSlug: sql<string | null>`(select t.slug from pages t where t.id <> "pages"."id"
        and t.status = 'published' and t.language <> "pages"."language"
        and (t.id = "pages"."translation_of" or t.translation_of = "pages"."id") limit 1)`,
    })
    .from(pages)
    .where(published)
    .orderBy(asc(pages.slug));
  return rows.map((r) => ({ ...r, language: r.language === 'fr' ? ('fr' as const) : ('en' as const) }));
}
