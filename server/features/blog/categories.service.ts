import { forgetPublicPosts } from './public-post-cache';
import { asc, eq, sql } from 'drizzle-orm';
import {
  slugFromName,
  type CategoryRequest,
  type CategoryUpdateRequest,
  type CategoryView,
  type TagRequest,
  type TagView,
} from '@shared/blog/blog.schemas';
import { categories, posts, tags } from '../../db/schema/content';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { uniqueViolation } from './blog.repo';

/** 409 naming the field whose value is taken (the name or the slug). */
function taken(constraint: string | null, fallbackField: 'name' | 'slug') {
  const field = constraint?.includes('slug') ? 'slug' : constraint?.includes('name') ? 'name' : fallbackField;
  const key = field === 'slug' ? 'blog:api.slugTaken' : 'blog:api.nameTaken';
  return new AppError('CONFLICT', key, {}, { [field]: key });
}

async function translateConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw taken(constraint, 'slug');
    throw error;
  }
}

// Written out: in a one-table select drizzle leaves the outer column unqualified, and inside the
// subquery it would name p's own id.
const postCount = sql<number>`(select count(*)::int from posts p where p.category_id = "categories"."id")`;

export async function listCategories(ctx: AppContext): Promise<CategoryView[]> {
  return ctx.db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      slug: categories.slug,
      description: categories.description,
      color: categories.color,
      postCount,
    })
    .from(categories)
    .orderBy(asc(categories.name));
}

async function getCategory(ctx: AppContext, id: number): Promise<CategoryView> {
  const [row] = (await listCategories(ctx)).filter((c) => c.id === id);
  if (!row) throw notFound('blog:api.categoryNotFound');
  return row;
}

export async function createCategory(
  ctx: AppContext,
  actor: SessionUser,
  input: CategoryRequest,
  ip?: string,
): Promise<CategoryView> {
  const slug = input.slug ?? slugFromName(input.name);
  if (!slug) throw new AppError('VALIDATION', 'api:validation', {}, { slug: 'blog:validation.slugInvalid' });
  const id = await translateConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({
          name: input.name,
          nameFr: input.nameFr ?? null,
          slug,
          description: input.description ?? null,
          ...(input.color ? { color: input.color } : {}),
        })
        .returning({ id: categories.id });
      await audit(tx, { actor, action: 'category.create', entityType: 'category', entityId: row!.id, ip });
      return row!.id;
    }),
  );
  return getCategory(ctx, id);
}

export async function updateCategory(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  input: CategoryUpdateRequest,
  ip?: string,
): Promise<CategoryView> {
  await translateConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.nameFr !== undefined ? { nameFr: input.nameFr } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
      };
      const rows =
        Object.keys(changes).length > 0
          ? await tx
              .update(categories)
              .set(changes)
              .where(eq(categories.id, id))
              .returning({ id: categories.id })
          : await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      if (rows.length === 0) throw notFound('blog:api.categoryNotFound');
      await audit(tx, { actor, action: 'category.update', entityType: 'category', entityId: id, ip });
    }),
  );
  await forgetPublicPosts(ctx); // its name and colour show on its posts
  return getCategory(ctx, id);
}

/** Refused while any post (of any status) uses the category. */
export async function deleteCategory(ctx: AppContext, actor: SessionUser, id: number, ip?: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound('blog:api.categoryNotFound');
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(eq(posts.categoryId, id));
    if ((used?.n ?? 0) > 0) throw new AppError('CONFLICT', 'blog:api.categoryInUse', { count: used!.n });
    await tx.delete(categories).where(eq(categories.id, id));
    await audit(tx, {
      actor,
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      ip,
      details: { name: row.name },
    });
  });
}

export async function listTags(ctx: AppContext): Promise<TagView[]> {
  return ctx.db.select({ id: tags.id, name: tags.name, slug: tags.slug }).from(tags).orderBy(asc(tags.name));
}

/** Tag slug (§5): the lowercased name with spaces to hyphens, unless given. */
export async function createTag(
  ctx: AppContext,
  actor: SessionUser,
  input: TagRequest,
  ip?: string,
): Promise<TagView> {
  const slug = input.slug ?? slugFromName(input.name);
  if (!slug) throw new AppError('VALIDATION', 'api:validation', {}, { name: 'blog:validation.slugInvalid' });
  return translateConflicts(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tags)
        .values({ name: input.name, slug })
        .returning({ id: tags.id, name: tags.name, slug: tags.slug });
      await audit(tx, { actor, action: 'tag.create', entityType: 'tag', entityId: row!.id, ip });
      return row!;
    }),
  );
}
