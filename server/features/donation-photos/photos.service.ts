import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { allows } from '@shared/permissions';
import type { DbOrTx } from '../../db/client';
import { autoDealers, vehicleAuctions } from '../../db/schema/dealers';
import { donationPhotos } from '../../db/schema/donation-photos';
import { donations } from '../../db/schema/donations';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { reencodeImage, type Reencoded } from '../../platform/storage/image-reencode';
import type { Upload } from '../../platform/storage/uploads';

/** A phone photo is 3–8 MB; the upload may be larger than what is kept (re-encoded below). */
export const MAX_PHOTO_BYTES = 15 * 1_048_576;
export const MAX_PHOTOS_PER_DONATION = 12;
/** Longest side kept: enough to judge body damage on a desktop screen. */
const MAX_EDGE = 1600;

export interface PhotoView {
  id: number;
  url: string;
  width: number;
  height: number;
}

export const photoUrl = (id: number) => `/api/donation-photos/${id}`;

/**
 * The picture as it is kept: turned upright from the camera's orientation, at most 1600 px, WebP, and
 * without the camera's metadata (EXIF, including the GPS position of the donor's driveway).
 */
export function reencodePhoto(body: Buffer): Promise<Reencoded> {
  return reencodeImage(body, {
    formats: ['png', 'jpeg', 'webp'],
    maxWidth: MAX_EDGE,
    maxHeight: MAX_EDGE,
    output: { format: 'webp', quality: 80 },
    field: 'file',
    message: 'uploads:notAnImage',
  });
}

export async function listPhotos(db: DbOrTx, donationId: number): Promise<PhotoView[]> {
  const rows = await db
    .select()
    .from(donationPhotos)
    .where(eq(donationPhotos.donationId, donationId))
    .orderBy(asc(donationPhotos.position), asc(donationPhotos.id));
  return rows.map((p) => ({ id: p.id, url: photoUrl(p.id), width: p.width, height: p.height }));
}

export async function addPhoto(
  ctx: AppContext,
  opts: { donationId: number; upload: Upload; actor: SessionUser },
): Promise<PhotoView> {
  // Re-encoding takes tens of milliseconds: done before the transaction holds the donation's row.
  const image = await reencodePhoto(opts.upload.body);
  return ctx.storage.transaction(ctx.db, async (tx) => {
    const [donation] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.id, opts.donationId))
      .for('update');
    if (!donation) throw notFound('staff:errors.donationNotFound');
    const [{ n, last }] = (await tx
      .select({ n: count(), last: max(donationPhotos.position) })
      .from(donationPhotos)
      .where(eq(donationPhotos.donationId, opts.donationId))) as [{ n: number; last: number | null }];
    if (Number(n) >= MAX_PHOTOS_PER_DONATION)
      throw new AppError('CONFLICT', 'staff:photos.errors.tooMany', { max: MAX_PHOTOS_PER_DONATION });
    const file = await ctx.storage.put(tx, {
      body: image.body,
      fileName: `donation-${opts.donationId}.webp`,
      mimeType: 'image/webp',
      createdBy: opts.actor.id,
      folder: 'donation-photos',
    });
    const [row] = await tx
      .insert(donationPhotos)
      .values({
        donationId: opts.donationId,
        fileId: file.id,
        width: image.width,
        height: image.height,
        position: (last ?? -1) + 1,
        createdBy: opts.actor.id,
      })
      .returning();
    await audit(tx, {
      actor: opts.actor,
      action: 'donation.photo.add',
      entityType: 'donation',
      entityId: opts.donationId,
      details: { photoId: row!.id, bytes: image.body.length },
    });
    return { id: row!.id, url: photoUrl(row!.id), width: row!.width, height: row!.height };
  });
}

export async function deletePhoto(
  ctx: AppContext,
  opts: { donationId: number; photoId: number; actor: SessionUser },
): Promise<void> {
  await ctx.storage.transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .delete(donationPhotos)
      .where(and(eq(donationPhotos.id, opts.photoId), eq(donationPhotos.donationId, opts.donationId)))
      .returning();
    if (!row) throw notFound('staff:photos.errors.notFound');
    await ctx.storage.delete(tx, row.fileId);
    await audit(tx, {
      actor: opts.actor,
      action: 'donation.photo.delete',
      entityType: 'donation',
      entityId: opts.donationId,
      details: { photoId: row.id },
    });
  });
}

/** Auctions in which a dealer sees the vehicle (the ones the dealer list shows). */
const DEALER_VISIBLE = ['pending', 'active', 'completed'] as const;

/**
 * One photo's bytes. Staff see every donation's photos; a dealer only those of a vehicle put up for
 * auction, and only while its dealer record is verified and active (a revoked dealer sees nothing).
 */
export async function readPhoto(ctx: AppContext, opts: { photoId: number; actor: SessionUser }) {
  const [photo] = await ctx.db.select().from(donationPhotos).where(eq(donationPhotos.id, opts.photoId));
  if (!photo) throw notFound('staff:photos.errors.notFound');
  if (!allows('staff', opts.actor.role)) {
    if (opts.actor.role !== 'dealer') throw forbidden();
    const [dealer] = await ctx.db.select().from(autoDealers).where(eq(autoDealers.userId, opts.actor.id));
    if (!dealer || !dealer.isActive || !dealer.isVerified || dealer.verificationStatus !== 'verified')
      throw forbidden('auctions:errors.dealerNotVerified');
    const [auction] = await ctx.db
      .select({ id: vehicleAuctions.id })
      .from(vehicleAuctions)
      .where(
        and(
          eq(vehicleAuctions.donationId, photo.donationId),
          inArray(vehicleAuctions.status, [...DEALER_VISIBLE]),
        ),
      )
      .limit(1);
    // Not "forbidden": a dealer is not told which donations have photos.
    if (!auction) throw notFound('staff:photos.errors.notFound');
  }
  const found = await ctx.storage.getStream(ctx.db, photo.fileId);
  if (!found) throw notFound('staff:photos.errors.notFound');
  return found;
}
