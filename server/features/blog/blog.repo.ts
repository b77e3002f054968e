import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostLanguage } from '@shared/blog/blog.schemas';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { categories, posts, postTags, tags, type Post } from '../../db/schema/content';

/** A published post is live once its publication time has come. */
export const isLive = sql`${posts.status} = 'published' and ${posts.publishedAt} <= now()`;

/** Title and excerpt match the words, each post stemmed with its own language's configuration. */
export function matchesSearch(q: string): SQL {
  return sql`((${posts.language} = 'fr' and ${posts.search} @@ websearch_to_tsquery('french', ${q}))
    or (${posts.language} <> 'fr' and ${posts.search} @@ websearch_to_tsquery('english', ${q})))`;
}

/** The other language's version of `p`, linked either way, satisfying `extra`. */
export const hasTranslationIn = (language: PostLanguage) =>
  sql`exists (select 1 from posts t where t.status = 'published' and t.published_at <= now()
    and t.language = ${language} and (t.id = ${posts.translationOf} or t.translation_of = ${posts.id}))`;

export const authorName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

export async function tagsOfPosts(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return new Map<number, { id: number; name: string; slug: string }[]>();
  const rows = await db
    .select({ postId: postTags.postId, id: tags.id, name: tags.name, slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(sql`${postTags.postId} in ${postIds}`)
    .orderBy(tags.name);
  const map = new Map<number, { id: number; name: string; slug: string }[]>();
  for (const r of rows) {
    const list = map.get(r.postId) ?? [];
    list.push({ id: r.id, name: r.name, slug: r.slug });
    map.set(r.postId, list);
  }
  return map;
}

export async function findPostById(db: DbOrTx, id: number): Promise<Post | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId ? sql`${posts.id} <> ${exceptId}` : undefined));
  return !!row;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

/** PostgreSQL's unique_violation, through Drizzle's wrapper: the constraint's name, else null. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const pgError = e as { code?: string; constraint?: string; constraint_name?: string };
    if (pgError.code === '23505') return pgError.constraint ?? pgError.constraint_name ?? '';
  }
  return null;
}
