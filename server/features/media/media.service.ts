import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  featuredSize,
  MAX_MEDIA_BYTES,
  MEDIA_VARIANTS,
  MediaAltBody,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
} from '@shared/content/media';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { pages, posts } from '../../db/schema/content';
import { media, type Media } from '../../db/schema/media';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, parseWith } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { checkImage, renderVariants } from './media-image';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Public URL of a library file: the stored file's random id, so the address never changes meaning. */
export const mediaFileUrl = (fileId: string, mimeType: string) =>
  `/api/media/files/${fileId}.${EXT[mimeType]}`;

export function toMediaItem(row: Media): MediaItem {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    altEn: row.altEn,
    altFr: row.altFr,
    url: mediaFileUrl(row.fileId, row.mimeType),
    cardUrl: mediaFileUrl(row.cardFileId, 'image/webp'),
    featuredUrl: mediaFileUrl(row.featuredFileId, 'image/webp'),
    featuredWidth: featuredSize(row.width, row.height).width,
    featuredHeight: featuredSize(row.width, row.height).height,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = escapeLike(q);
  return or(ilike(media.altEn, like), ilike(media.altFr, like), ilike(media.fileName, like));
}

export async function listMedia(db: DbOrTx, query: MediaListQuery): Promise<MediaListResponse> {
  const where = searchCondition(query.q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { items: rows.map(toMediaItem), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Stores an upload: checks the bytes, writes the original and its two WebP variants, one transaction. */
export async function uploadMedia(
  ctx: AppContext,
  opts: { body: Buffer; fileName: string; fields: Record<string, string>; actor: SessionUser },
): Promise<MediaItem> {
  // Alt text first: a missing one is a field error whatever the file is.
  const alt = parseWith(MediaAltBody, { altEn: opts.fields.altEn ?? '', altFr: opts.fields.altFr ?? '' });
  const image = await checkImage(opts.body, MAX_MEDIA_BYTES);
  const out = await renderVariants(opts.body, image.kind);
  const base = opts.fileName.replace(/\.[^.]*$/, '') || 'image';
  return ctx.storage.transaction(ctx.db, async (tx) => {
    const put = (body: Buffer, name: string, mimeType: string) =>
      ctx.storage.put(tx, { body, fileName: name, mimeType, createdBy: opts.actor.id, folder: 'media' });
    const original = await put(out.original, `${base}.${EXT[image.mimeType]}`, image.mimeType);
    const card = await put(out.card, `${base}-card.webp`, 'image/webp');
    const featured = await put(out.featured, `${base}-featured.webp`, 'image/webp');
    const [row] = await tx
      .insert(media)
      .values({
        fileId: original.id,
        cardFileId: card.id,
        featuredFileId: featured.id,
        fileName: opts.fileName.slice(0, 200),
        mimeType: image.mimeType,
        size: out.original.length,
        width: image.width,
        height: image.height,
        altEn: alt.altEn,
        altFr: alt.altFr,
        uploadedBy: opts.actor.id,
      })
      .returning();
    await audit(tx, {
      actor: opts.actor,
      action: 'media.upload',
      entityType: 'media',
      entityId: row!.id,
      details: { fileName: row!.fileName, width: row!.width, height: row!.height },
    });
    return toMediaItem(row!);
  });
}

export async function updateMediaAlt(
  ctx: AppContext,
  opts: { id: number; body: MediaAltBody; actor: SessionUser },
): Promise<MediaItem> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ altEn: opts.body.altEn, altFr: opts.body.altFr })
      .where(eq(media.id, opts.id))
      .returning();
    if (!row) throw notFound('media:errors.notFound');
    await audit(tx, { actor: opts.actor, action: 'media.alt', entityType: 'media', entityId: row.id });
    return toMediaItem(row);
  });
}

/** Posts and pages that show one of the image's files (as featured image or inside their HTML). */
export async function mediaUsage(db: DbOrTx, row: Media) {
  const ids = [row.fileId, row.cardFileId, row.featuredFileId];
  const uses = (column: AnyPgColumn) => or(...ids.map((id) => ilike(column, `%${id}%`)));
  const [postRows, pageRows] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(or(uses(posts.featuredImage), uses(posts.content)))
      .limit(5),
    db
      .select({ id: pages.id, title: pages.title })
      .from(pages)
      .where(or(uses(pages.featuredImage), uses(pages.content)))
      .limit(5),
  ]);
  return { posts: postRows, pages: pageRows };
}

export async function deleteMedia(ctx: AppContext, opts: { id: number; actor: SessionUser }): Promise<void> {
  await ctx.storage.transaction(ctx.db, async (tx) => {
    // Locked, so a post saved at the same moment cannot start using it between the check and the delete.
    const [row] = await tx.select().from(media).where(eq(media.id, opts.id)).for('update');
    if (!row) throw notFound('media:errors.notFound');
    const usage = await mediaUsage(tx, row);
    const titles = [...usage.posts, ...usage.pages].map((u) => u.title);
    if (titles.length > 0)
      throw new AppError('CONFLICT', 'media:errors.inUse', { titles: titles.slice(0, 3).join(', ') });
    await tx.delete(media).where(eq(media.id, row.id));
    for (const fileId of [row.fileId, row.cardFileId, row.featuredFileId])
      await ctx.storage.delete(tx, fileId);
    await audit(tx, {
      actor: opts.actor,
      action: 'media.delete',
      entityType: 'media',
      entityId: row.id,
      details: { fileName: row.fileName },
    });
  });
}

/** A library file by its public name, or null (files of receipts and signatures are never served here). */
export async function findMediaFile(ctx: AppContext, name: string) {
  const fileId = name.slice(0, 32);
  const [row] = await ctx.db
    .select({ id: media.id, mimeType: media.mimeType, fileId: media.fileId })
    .from(media)
    .where(or(eq(media.fileId, fileId), eq(media.cardFileId, fileId), eq(media.featuredFileId, fileId)))
    .limit(1);
  if (!row) return null;
  const file = await ctx.storage.getStream(ctx.db, fileId);
  if (!file) return null;
  // The extension must be the file's own: one address per file.
  if (mediaFileUrl(fileId, file.file.mimeType) !== `/api/media/files/${name}`) return null;
  return file;
}

/**
 * The size and alt text of a library file by its address (`/api/media/files/<id>.<ext>`, or that path
 * on the site's own address): the original's size, or its card or featured variant's. Null for another
 * site's image or an address that is not the library's.
 */
export async function mediaImageOf(
  db: DbOrTx,
  src: string,
): Promise<{ width: number; height: number; altEn: string; altFr: string } | null> {
  const name = /^(?:https?:\/\/[^/]+)?\/api\/media\/files\/([0-9a-f]{32})\.[a-z]+$/.exec(src)?.[1];
  if (!name) return null;
  const [row] = await db
    .select()
    .from(media)
    .where(or(eq(media.fileId, name), eq(media.cardFileId, name), eq(media.featuredFileId, name)))
    .limit(1);
  if (!row) return null;
  const size =
    name === row.cardFileId
      ? MEDIA_VARIANTS.card
      : name === row.featuredFileId
        ? featuredSize(row.width, row.height)
        : { width: row.width, height: row.height };
  return { ...size, altEn: row.altEn, altFr: row.altFr };
}

/** Library images for the image search without an external source (DECISIONS §7). */
export async function searchLibrary(db: DbOrTx, opts: { query: string; limit: number }) {
  const where = searchCondition(opts.query);
  const [rows, [total]] = await Promise.all([
    db.select().from(media).where(where).orderBy(desc(media.createdAt)).limit(opts.limit),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
