import { and, asc, eq, or } from 'drizzle-orm';
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
  page: { id: number; translationOf: number | null },
) {
  const link = page.translationOf
    ? or(eq(pages.id, page.translationOf), eq(pages.translationOf, page.id))
    : eq(pages.translationOf, page.id);
  const [row] = await db
    .select({ slug: pages.slug, title: pages.title, language: pages.language })
    .from(pages)
    .where(and(link, published))
    .limit(1);
  return row ?? null;
}

export type PublishedPageRow = NonNullable<Awaited<ReturnType<typeof findPublishedPage>>>;

export async function listPublishedPageSlugs(db: DbOrTx) {
  return db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(published)
    .orderBy(asc(pages.slug));
}
