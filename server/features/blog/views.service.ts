import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { posts, postViews, postViewSalts } from '../../db/schema/content';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { isLive } from './blog.repo';

/** The UTC day, as PostgreSQL's date. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one view of a live post per visitor per day. The visitor is a hash of the address and browser
 * with that day's random salt (stored, shared by every app server, pruned after two days), so the
 * address is never kept and hashes cannot be matched from one day to the next.
 */
export async function countView(
  ctx: AppContext,
  opts: { postId: number; ip: string; userAgent: string; now?: Date },
): Promise<{ viewCount: number; counted: boolean }> {
  const day = dayOf(opts.now ?? new Date());
  return ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id, viewCount: posts.viewCount })
      .from(posts)
      .where(and(eq(posts.id, opts.postId), isLive));
    if (!post) throw notFound('blog:api.postNotFound');
    await tx
      .insert(postViewSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [salt] = await tx.select().from(postViewSalts).where(eq(postViewSalts.day, day));
    const visitor = createHash('sha256').update(`${salt!.salt}\n${opts.ip}\n${opts.userAgent}`).digest('hex');
    const inserted = await tx
      .insert(postViews)
      .values({ postId: post.id, day, visitor })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) return { viewCount: post.viewCount, counted: false };
    const [updated] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(eq(posts.id, post.id))
      .returning({ viewCount: posts.viewCount });
    return { viewCount: updated?.viewCount ?? post.viewCount + 1, counted: true };
  });
}

/** Forgets visitor hashes and salts older than yesterday (the counts stay on the posts). */
export async function pruneViews(ctx: AppContext, now = new Date()): Promise<void> {
  const yesterday = dayOf(new Date(now.getTime() - 86_400_000));
  await ctx.db.delete(postViews).where(lt(postViews.day, yesterday));
  await ctx.db.delete(postViewSalts).where(lt(postViewSalts.day, yesterday));
}
