import { and, eq, isNotNull } from 'drizzle-orm';
import { normalizeAccessCode } from '@shared/donations/access-code';
import { vehicleAuctions } from '../../db/schema/dealers';
import { recyclingRecords } from '../../db/schema/money';
import { settlements } from '../../db/schema/money';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import type { Upload } from '../../platform/storage/uploads';
import { findDonationIdByAccessCode } from '../receipts/receipts.repo';
import { moneyCharity } from './money-read.service';

export const MAX_SCAN_BYTES = 10 * 1024 * 1024;

export interface RecyclingInput {
  recyclerName: string;
  recyclerLicence: string | null;
  certificateNumber: string;
  certificateDate: string;
}

export const toRecyclingView = (r: typeof recyclingRecords.$inferSelect) => ({
  donationId: r.donationId,
  recyclerName: r.recyclerName,
  recyclerLicence: r.recyclerLicence,
  certificateNumber: r.certificateNumber,
  certificateDate: r.certificateDate,
  hasScan: r.scanFileId !== null,
});

/**
 * The proof of recycling of a vehicle sold for scrap: the recycler and its certificate (a later entry
 * replaces the details; each change audited). Only for a vehicle the scrap sale took.
 */
export async function recordRecycling(
  ctx: AppContext,
  o: { donationId: number; input: RecyclingInput; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const [scrapped] = await tx
      .select({ id: vehicleAuctions.id })
      .from(vehicleAuctions)
      .where(and(eq(vehicleAuctions.donationId, o.donationId), isNotNull(vehicleAuctions.scrappedAt)))
      .limit(1);
    if (!scrapped) throw new AppError('CONFLICT', 'money:errors.notScrapped');
    const [row] = await tx
      .insert(recyclingRecords)
      .values({ donationId: o.donationId, ...o.input, createdBy: o.actor.id })
      .onConflictDoUpdate({ target: recyclingRecords.donationId, set: { ...o.input } })
      .returning();
    await audit(tx, {
      actor: o.actor,
      action: 'recycling.record',
      entityType: 'donation',
      entityId: o.donationId,
      details: { ...o.input },
    });
    return toRecyclingView(row!);
  });
}

/** Stores the certificate's scan (PDF, JPEG or PNG, checked from its bytes) on the record. */
export async function attachRecyclingScan(
  ctx: AppContext,
  o: { donationId: number; upload: Upload; actor: SessionUser },
) {
  return ctx.storage.transaction(ctx.db, async (tx) => {
    const [record] = await tx
      .select()
      .from(recyclingRecords)
      .where(eq(recyclingRecords.donationId, o.donationId))
      .for('update');
    if (!record) throw notFound('money:errors.noRecycling');
    const file = await ctx.storage.put(tx, {
      body: o.upload.body,
      fileName: `recycling-${o.donationId}.${o.upload.kind === 'jpeg' ? 'jpg' : o.upload.kind}`,
      mimeType: o.upload.mimeType,
      createdBy: o.actor.id,
      folder: 'recycling',
    });
    const [row] = await tx
      .update(recyclingRecords)
      .set({ scanFileId: file.id })
      .where(eq(recyclingRecords.id, record.id))
      .returning();
    await audit(tx, {
      actor: o.actor,
      action: 'recycling.scan',
      entityType: 'donation',
      entityId: o.donationId,
      details: { fileId: file.id, previous: record.scanFileId },
    });
    return toRecyclingView(row!);
  });
}

async function scanOf(ctx: AppContext, donationId: number) {
  const [record] = await ctx.db
    .select()
    .from(recyclingRecords)
    .where(eq(recyclingRecords.donationId, donationId));
  if (!record?.scanFileId) throw notFound('money:errors.noRecycling');
  const found = await ctx.storage.get(ctx.db, record.scanFileId);
  if (!found) throw notFound('money:errors.noRecycling');
  return found;
}

/** The donor's copy, by the portal's access code (an unknown code answers the same 404). */
export async function scanByAccessCode(ctx: AppContext, code: string) {
  const normalized = normalizeAccessCode(code);
  const donationId = normalized ? await findDonationIdByAccessCode(ctx.db, normalized) : undefined;
  if (!donationId) throw notFound('money:errors.noRecycling');
  return scanOf(ctx, donationId);
}

/** The charity's copy (the charity the vehicle's sale was settled to, or an admin). */
export async function scanForCharity(ctx: AppContext, o: { donationId: number; actor: SessionUser }) {
  const [s] = await ctx.db.select().from(settlements).where(eq(settlements.donationId, o.donationId));
  if (!s) throw notFound('money:errors.noRecycling');
  await moneyCharity(ctx, { charityId: s.charityId, actor: o.actor });
  return scanOf(ctx, o.donationId);
}
