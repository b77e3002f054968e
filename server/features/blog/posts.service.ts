import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  postSlugFromTitle,
  type AdminPost,
  type PostCreateRequest,
  type PostLanguage,
  type PostStatus,
  type PostUpdateRequest,
} from '@shared/blog/blog.schemas';
import type { DbOrTx, Tx } from '../../db/client';
import { posts, postTags, tags, type Post } from '../../db/schema/content';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue';
import type { SessionUser } from '../../platform/session/session';
import { sanitizeHtml } from '../pages/sanitize-html';
import { toAdminPost } from './admin-posts.service';
import { categoryExists, findPostById, slugTaken, uniqueViolation } from './blog.repo';
import { forgetPublicPosts } from './public-post-cache';

/** The blog's writes: a post created, changed, or published on schedule (admin reading: admin-posts.service.ts). */

export const PUBLISH_SCHEDULED_JOB = 'blog.publish-scheduled';

const slugConflict = () => new AppError('CONFLICT', 'blog:api.slugTaken', {}, { slug: 'blog:api.slugTaken' });

/** The status rules (back-office.md §4): publishing sets publishedAt; scheduling needs a future time. */
function resolvePublication(
  status: PostStatus,
  requestedAt: string | null | undefined,
  previous: Post | undefined,
  now: Date,
): Date | null {
  if (status === 'scheduled') {
    const at = requestedAt ? new Date(requestedAt) : null;
    if (!at || at.getTime() <= now.getTime())
      throw new AppError(
        'VALIDATION',
        'api:validation',
        {},
        { publishedAt: 'blog:validation.scheduleFuture' },
      );
    return at;
  }
  if (status === 'published') {
    // Published now, unless it already was (its original date stays).
    return previous?.status === 'published' && previous.publishedAt ? previous.publishedAt : now;
  }
  return previous?.publishedAt ?? null;
}

async function checkReferences(
  tx: Tx,
  input: { categoryId?: number | null; tagIds?: number[]; translationOf?: number | null },
  language: PostLanguage,
  selfId?: number,
) {
  if (input.categoryId != null && !(await categoryExists(tx, input.categoryId)))
    throw new AppError('VALIDATION', 'api:validation', {}, { categoryId: 'blog:validation.categoryUnknown' });
  if (input.tagIds?.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, input.tagIds));
    if (found.length !== new Set(input.tagIds).size)
      throw new AppError('VALIDATION', 'api:validation', {}, { tagIds: 'blog:validation.tagUnknown' });
  }
  if (input.translationOf != null) {
    const other = await findPostById(tx, input.translationOf);
    if (!other || other.id === selfId || other.language === language)
      throw new AppError(
        'VALIDATION',
        'api:validation',
        {},
        { translationOf: 'blog:validation.translationInvalid' },
      );
  }
}

/** Keeps the translation link on both posts, and unlinks their previous partners. */
async function linkTranslation(tx: Tx, postId: number, otherId: number | null) {
  await tx
    .update(posts)
    .set({ translationOf: null })
    .where(and(eq(posts.translationOf, postId), otherId ? sql`${posts.id} <> ${otherId}` : undefined));
  if (otherId === null) {
    await tx.update(posts).set({ translationOf: null }).where(eq(posts.id, postId));
    return;
  }
  await tx
    .update(posts)
    .set({ translationOf: null })
    .where(and(eq(posts.translationOf, otherId), sql`${posts.id} <> ${postId}`));
  await tx.update(posts).set({ translationOf: otherId }).where(eq(posts.id, postId));
  await tx.update(posts).set({ translationOf: postId }).where(eq(posts.id, otherId));
}

async function setTags(tx: Tx, postId: number, tagIds: number[]) {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await tx.insert(postTags).values(unique.map((tagId) => ({ postId, tagId })));
}

/** A scheduled post's publishing job: for its time, one per post and time. */
const publishJobOf = (post: { id: number; publishedAt: Date }) => ({
  payload: { postId: post.id },
  key: `${PUBLISH_SCHEDULED_JOB}:${post.id}:${post.publishedAt.toISOString()}`,
  runAt: post.publishedAt,
});

async function scheduleIfNeeded(tx: Tx, post: { id: number; status: string; publishedAt: Date | null }) {
  if (post.status !== 'scheduled' || !post.publishedAt) return;
  const job = publishJobOf({ id: post.id, publishedAt: post.publishedAt });
  await enqueueJob(tx, PUBLISH_SCHEDULED_JOB, job.payload, { runAt: job.runAt, key: job.key });
}

/** Every post still scheduled: its job is queued again at start-up unless one holds its key (JobSpec.pending). */
export async function scheduledPostJobs(db: DbOrTx) {
  const rows = await db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.status, 'scheduled'), isNotNull(posts.publishedAt)));
  return rows.map((r) => publishJobOf({ id: r.id, publishedAt: r.publishedAt! }));
}

/** A unique slug from the title: `-2`, `-3`… when taken (an explicit slug is never changed: 409). */
async function generatedSlug(tx: Tx, title: string): Promise<string> {
  const base = postSlugFromTitle(title) || 'post';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, candidate))) return candidate;
  }
  throw slugConflict();
}

async function withSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw slugConflict();
    throw error;
  }
}

export async function createPost(
  ctx: AppContext,
  actor: SessionUser,
  input: PostCreateRequest,
  ip?: string,
): Promise<AdminPost> {
  const created = await withSlugConflict(() =>
    ctx.db.transaction(async (tx) => {
      const language = input.language ?? 'en';
      await checkReferences(tx, input, language);
      if (input.slug && (await slugTaken(tx, input.slug))) throw slugConflict();
      const slug = input.slug ?? (await generatedSlug(tx, input.title));
      const status = input.status ?? 'draft';
      const publishedAt = resolvePublication(status, input.publishedAt, undefined, new Date());
      const [row] = await tx
        .insert(posts)
        .values({
          title: input.title,
          slug,
          excerpt: input.excerpt ?? null,
          content: sanitizeHtml(input.content),
          featuredImage: input.featuredImage ?? null,
          categoryId: input.categoryId ?? null,
          status,
          publishedAt,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          language,
          authorId: actor.id,
        })
        .returning();
      if (!row) throw new Error('post not inserted');
      if (input.tagIds) await setTags(tx, row.id, input.tagIds);
      if (input.translationOf != null) await linkTranslation(tx, row.id, input.translationOf);
      await scheduleIfNeeded(tx, row);
      await audit(tx, {
        actor,
        action: 'post.create',
        entityType: 'post',
        entityId: row.id,
        ip,
        details: { status },
      });
      return toAdminPost(tx, (await findPostById(tx, row.id))!);
    }),
  );
  await forgetPublicPosts(ctx); // a new translation or related post shows on other posts' pages
  return created;
}

export async function updatePost(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  input: PostUpdateRequest,
  ip?: string,
): Promise<AdminPost> {
  const updated = await withSlugConflict(() =>
    ctx.db.transaction(async (tx) => {
      const [previous] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
      if (!previous) throw notFound('blog:api.postNotFound');
      const language = input.language ?? (previous.language as PostLanguage);
      await checkReferences(tx, input, language, id);
      if (input.slug && input.slug !== previous.slug && (await slugTaken(tx, input.slug, id)))
        throw slugConflict();
      const status = input.status ?? (previous.status as PostStatus);
      const publishedAt =
        input.status !== undefined || input.publishedAt !== undefined
          ? resolvePublication(
              status,
              input.publishedAt ?? previous.publishedAt?.toISOString(),
              previous,
              new Date(),
            )
          : previous.publishedAt;
      const [row] = await tx
        .update(posts)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
          ...(input.content !== undefined ? { content: sanitizeHtml(input.content) } : {}),
          ...(input.featuredImage !== undefined ? { featuredImage: input.featuredImage } : {}),
          ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
          ...(input.seoTitle !== undefined ? { seoTitle: input.seoTitle } : {}),
          ...(input.seoDescription !== undefined ? { seoDescription: input.seoDescription } : {}),
          language,
          status,
          publishedAt,
          updatedAt: new Date(),
        })
        .where(eq(posts.id, id))
        .returning();
      if (!row) throw notFound('blog:api.postNotFound');
      if (input.tagIds) await setTags(tx, id, input.tagIds);
      if (input.translationOf !== undefined) await linkTranslation(tx, id, input.translationOf);
      if (row.status === 'scheduled' && row.publishedAt?.getTime() !== previous.publishedAt?.getTime())
        await scheduleIfNeeded(tx, row);
      else if (row.status === 'scheduled' && previous.status !== 'scheduled') await scheduleIfNeeded(tx, row);
      await audit(tx, {
        actor,
        action: 'post.update',
        entityType: 'post',
        entityId: id,
        ip,
        details: { status, previousStatus: previous.status },
      });
      return toAdminPost(tx, (await findPostById(tx, id))!);
    }),
  );
  await forgetPublicPosts(ctx);
  return updated;
}

/** The job: a scheduled post whose time has come becomes published (a rescheduled one waits for its own job). */
export async function publishScheduled(ctx: AppContext, postId: number): Promise<boolean> {
  const rows = await ctx.db
    .update(posts)
    .set({ status: 'published', updatedAt: new Date() })
    .where(and(eq(posts.id, postId), eq(posts.status, 'scheduled'), sql`${posts.publishedAt} <= now()`))
    .returning({ id: posts.id });
  await forgetPublicPosts(ctx);
  return rows.length > 0;
}
