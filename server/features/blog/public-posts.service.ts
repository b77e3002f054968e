import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  readingMinutes,
  type PostCard,
  type PostLanguage,
  type PublicPost,
  type PublicPostList,
  type PublicPostListQuery,
} from '@shared/blog/blog.schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { categories, posts } from '../../db/schema/content';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { sanitizeStoredHtml, storedImageSrc } from '../pages/sanitize-html';
import { authorName, hasTranslationIn, isLive, matchesSearch, tagsOfPosts } from './blog.repo';
import { keptPublicPosts, type Loaded } from './public-post-cache';

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  featuredImage: posts.featuredImage,
  viewCount: posts.viewCount,
  content: posts.content,
  publishedAt: posts.publishedAt,
  language: posts.language,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryNameFr: categories.nameFr,
  categorySlug: categories.slug,
  categoryColor: categories.color,
};

type CardRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  viewCount: number;
  content: string;
  publishedAt: Date | null;
  language: string;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameFr: string | null;
  categorySlug: string | null;
  categoryColor: string | null;
};

function toCard(r: CardRow, locale: PostLanguage): PostCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    featuredImage: storedImageSrc(r.featuredImage),
    category:
      r.categoryId !== null
        ? {
            id: r.categoryId,
            name: (locale === 'fr' && r.categoryNameFr) || r.categoryName || '',
            slug: r.categorySlug ?? '',
            color: r.categoryColor ?? '#6B7280',
          }
        : null,
    viewCount: r.viewCount,
    readingMinutes: readingMinutes(r.content),
    publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
    language: r.language as PostLanguage,
  };
}

/**
 * Published posts: in the visitor's language, plus those in the other language that have no version in
 * theirs (DECISIONS §10); the visitor's language first, newest first.
 */
export async function listPublicPosts(
  ctx: AppContext,
  query: PublicPostListQuery,
  locale: PostLanguage,
): Promise<PublicPostList> {
  const language = query.lang ?? locale;
  const where = and(
    isLive,
    or(eq(posts.language, language), sql`not ${hasTranslationIn(language)}`),
    query.category ? eq(categories.slug, query.category) : undefined,
    query.q ? matchesSearch(query.q) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(cardColumns)
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(sql`(${posts.language} = ${language}) desc`, desc(posts.publishedAt), desc(posts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where),
  ]);
  return { total: count?.n ?? 0, items: rows.map((r) => toCard(r, language)) };
}

export interface VisitorPost {
  post: PublicPost;
  seo: { title: string; description: string };
}

/** A live post by its slug, for the page, the head and the API; null when there is none. */
export async function findPublicPost(
  ctx: AppContext,
  slug: string,
  locale: PostLanguage,
): Promise<VisitorPost | null> {
  const cache = keptPublicPosts(ctx);
  if (!cache) return (await loadPublicPost(ctx, slug, locale)).value;
  return cache.get(`${locale}\n${slug}`, () => loadPublicPost(ctx, slug, locale));
}

/**
 * Milliseconds until the next post published for a later time goes live (null: none), counted by the
 * database's clock, so an app server's clock that differs does not matter.
 */
const untilNextGoLive = sql<
  number | null
>`(select (extract(epoch from min(p.published_at) - now()) * 1000)::float8
  from posts p where p.status = 'published' and p.published_at > now())`;
const millisOrNever = (ms: number | null | undefined) => (ms == null ? Infinity : Math.max(0, ms));

async function loadPublicPost(
  ctx: AppContext,
  slug: string,
  locale: PostLanguage,
): Promise<Loaded<VisitorPost | null>> {
  const startedAt = Date.now();
  const [row] = await ctx.db
    .select({
      ...cardColumns,
      translationOf: posts.translationOf,
      authorName,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
      updatedAt: posts.updatedAt,
      rawCategoryId: posts.categoryId,
      untilGoLive: untilNextGoLive,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.slug, slug), isLive));
  if (!row) {
    // Kept too (a visitor asking for a missing post is answered from memory), until a post goes live.
    const [next] = await ctx.db.select({ ms: untilNextGoLive }).from(sql`(select 1) as one`);
    return { value: null, validUntil: startedAt + millisOrNever(next?.ms) };
  }
  // A post going live later may become this one, or its related posts or translation.
  const validUntil = startedAt + millisOrNever(row.untilGoLive);
  const language = row.language as PostLanguage;
  const [tagMap, related, [translation]] = await Promise.all([
    tagsOfPosts(ctx.db, [row.id]),
    relatedPosts(ctx, row.id, row.rawCategoryId, row.translationOf, language),
    ctx.db
      .select({ slug: posts.slug, language: posts.language, title: posts.title })
      .from(posts)
      .where(
        and(
          isLive,
          sql`${posts.id} <> ${row.id}`,
          or(
            row.translationOf ? eq(posts.id, row.translationOf) : undefined,
            eq(posts.translationOf, row.id),
          ),
        ),
      )
      .limit(1),
  ]);
  // Sanitized when read too, so content stored by any path (seed, import, editor) is safe to show.
  const content = sanitizeStoredHtml(row.content);
  const card = toCard({ ...row, content }, locale);
  const post: PublicPost = {
    ...card,
    content,
    authorName: row.authorName,
    tags: tagMap.get(row.id) ?? [],
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updatedAt: row.updatedAt.toISOString(),
    related: related.map((r) => toCard(r, locale)),
    translation: translation
      ? { slug: translation.slug, language: translation.language as PostLanguage, title: translation.title }
      : null,
  };
  const seo = {
    title: row.seoTitle || row.title,
    description:
      row.seoDescription ||
      row.excerpt ||
      content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
  };
  return { value: { post, seo }, validUntil };
}

/** Up to 3: the same category first, then the most shared tags; the post's language first; newest first. */
async function relatedPosts(
  ctx: AppContext,
  postId: number,
  categoryId: number | null,
  translationOf: number | null,
  language: PostLanguage,
) {
  const sharedTags = sql<number>`(select count(*) from post_tags a join post_tags b on a.tag_id = b.tag_id
    where a.post_id = ${postId} and b.post_id = ${posts.id})`;
  const sameCategory =
    categoryId !== null ? sql`coalesce(${posts.categoryId} = ${categoryId}, false)` : sql`false`;
  return ctx.db
    .select(cardColumns)
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(
      and(
        isLive,
        sql`${posts.id} <> ${postId}`,
        translationOf ? sql`${posts.id} <> ${translationOf}` : undefined,
        sql`coalesce(${posts.translationOf}, 0) <> ${postId}`,
        or(sameCategory, sql`${sharedTags} > 0`),
      ),
    )
    .orderBy(
      ...(categoryId !== null ? [sql`(${sameCategory}) desc`] : []),
      sql`${sharedTags} desc`,
      sql`(${posts.language} = ${language}) desc`,
      desc(posts.publishedAt),
    )
    .limit(3);
}

export async function getPublicPost(
  ctx: AppContext,
  slug: string,
  locale: PostLanguage,
): Promise<PublicPost> {
  const found = await findPublicPost(ctx, slug, locale);
  if (!found) throw notFound('blog:api.postNotFound');
  return found.post;
}

/** Every live post for the sitemap, with its translation's slug. */
export async function listSitemapPosts(db: DbOrTx) {
  const rows = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      language: posts.language,
      updatedAt: posts.updatedAt,
      // Outer columns written out: in a one-table select drizzle leaves them unqualified, and inside
      // the subquery they would name t's own columns (the pair was never found).
      translationSlug: sql<string | null>`(select t.slug from posts t where t.id <> "posts"."id"
        and t.status = 'published' and t.published_at <= now() and t.language <> "posts"."language"
        and (t.id = "posts"."translation_of" or t.translation_of = "posts"."id") limit 1)`,
    })
    .from(posts)
    .where(isLive)
    .orderBy(desc(posts.publishedAt));
  return rows.map((r) => ({ ...r, language: r.language as PostLanguage }));
}

/** The newest live posts in one language, for its feed. */
export async function listFeedPosts(db: DbOrTx, language: PostLanguage, limit = 20) {
  return db
    .select({
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      publishedAt: posts.publishedAt,
      categoryName: sql<
        string | null
      >`case when ${language} = 'fr' then coalesce(${categories.nameFr}, ${categories.name}) else ${categories.name} end`,
      authorName,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(isLive, eq(posts.language, language)))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}
