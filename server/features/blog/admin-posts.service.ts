import { and, desc, eq, or, sql } from 'drizzle-orm';
import type {
  AdminPost,
  AdminPostList,
  AdminPostListQuery,
  PostLanguage,
  PostStatus,
} from '@shared/blog/blog.schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { categories, posts, type Post } from '../../db/schema/content';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { authorName, findPostById, matchesSearch, tagsOfPosts } from './blog.repo';

/** The back office's reading of posts: one post as the editor shows it, and the searchable list. */

/** A post as the editor shows it (also the answer of a write, posts.service.ts). */
export async function toAdminPost(db: DbOrTx, post: Post): Promise<AdminPost> {
  const [author] = post.authorId
    ? await db.select({ name: authorName }).from(users).where(eq(users.id, post.authorId))
    : [];
  const translation = await findTranslation(db, post);
  const tagMap = await tagsOfPosts(db, [post.id]);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.featuredImage,
    categoryId: post.categoryId,
    tags: tagMap.get(post.id) ?? [],
    status: post.status as PostStatus,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    language: post.language as PostLanguage,
    translation: translation
      ? {
          id: translation.id,
          title: translation.title,
          slug: translation.slug,
          language: translation.language as PostLanguage,
        }
      : null,
    viewCount: post.viewCount,
    authorName: author?.name ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** The linked version in the other language (the link is kept on both posts). */
async function findTranslation(db: DbOrTx, post: Post) {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, language: posts.language })
    .from(posts)
    .where(
      and(
        sql`${posts.id} <> ${post.id}`,
        or(
          post.translationOf ? eq(posts.id, post.translationOf) : undefined,
          eq(posts.translationOf, post.id),
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function getAdminPost(ctx: AppContext, id: number): Promise<AdminPost> {
  const post = await findPostById(ctx.db, id);
  if (!post) throw notFound('blog:api.postNotFound');
  return toAdminPost(ctx.db, post);
}

export async function listAdminPosts(ctx: AppContext, query: AdminPostListQuery): Promise<AdminPostList> {
  const where = and(
    query.status ? eq(posts.status, query.status) : undefined,
    query.language ? eq(posts.language, query.language) : undefined,
    query.q
      ? or(
          sql`${posts.title} ilike ${`%${query.q.replace(/[\\%_]/g, '\\$&')}%`}`,
          eq(posts.slug, query.q.toLowerCase()),
          matchesSearch(query.q),
        )
      : undefined,
  );
  const translationId = sql<number | null>`(select t.id from posts t where t.id <> ${posts.id}
    and (t.id = ${posts.translationOf} or t.translation_of = ${posts.id}) limit 1)`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: posts.id,
        title: posts.title,
        slug: posts.slug,
        status: posts.status,
        language: posts.language,
        publishedAt: posts.publishedAt,
        updatedAt: posts.updatedAt,
        categoryName: categories.name,
        viewCount: posts.viewCount,
        translationId,
      })
      .from(posts)
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      ...r,
      status: r.status as PostStatus,
      language: r.language as PostLanguage,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      translationId: r.translationId,
    })),
  };
}
