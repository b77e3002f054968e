import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorEmailChallenges,
  donorPortalAccess,
} from '../../db/schema/donations';
import { donationPhotos } from '../../db/schema/donation-photos';
import { storedFiles } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/platform';
import { consentRecords, retentionHolds } from '../../db/schema/privacy';
import { digitalReceiptArchive, taxReceipts } from '../../db/schema/receipts';
import type { FileStorage } from '../../platform/storage/storage';
import { retentionExpiry } from '../receipts/receipt-number';
import { byDonorEmail, normalEmail } from './donor-data';
import { createHash } from 'node:crypto';

/** A one-way stand-in for an erased address, so two requests of one donor still read as one. */
export const emailHash = (email: string) =>
  `sha256:${createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 32)}`;

/** The address an anonymised donation carries (a reserved domain: nothing can ever be sent there). */
export const anonymisedEmail = (donationId: number) => `anonymised-${donationId}@example.invalid`;
export const isAnonymisedEmail = (email: string) => /^anonymised-\d+@example\.invalid$/.test(email);

/** Contact details no receipt prints: erased at once from every donation of a deletion request. */
const contactErased = (donationId: number) => ({
  email: anonymisedEmail(donationId),
  phone: '',
  bestTimeToCall: null,
  comments: null,
  notes: null,
  internalNotes: null,
  pickupNotes: null,
  pickupLocation: null,
  preferredCharity: null,
  newsConsent: false,
  newsConsentText: null,
  newsConsentAt: null,
  lastContactedAt: null,
});

/** Everything that names the donor: the receipt-bound part too (figures, vehicle kind, province kept). */
const identityErased = (donationId: number) => ({
  ...contactErased(donationId),
  firstName: 'Anonymised',
  lastName: '',
  corporationName: null,
  address: '',
  city: '',
  postalCode: '',
  vin: null,
  acquisitionCost: null,
  appraiserName: null,
  appraiserAddress: null,
});

/** Messages, access codes and status notes about these donations, which hold the donor's details. */
async function eraseSideRecords(tx: DbOrTx, ids: number[], email: string | null) {
  if (!ids.length && !email) return;
  // Photos of the vehicle can show a plate, a house, a face; no receipt prints them. Deleting the file
  // rows leaves the bytes to the hourly orphan sweep (files.sweep-orphans).
  if (ids.length) {
    const photos = await tx
      .delete(donationPhotos)
      .where(inArray(donationPhotos.donationId, ids))
      .returning({ fileId: donationPhotos.fileId });
    if (photos.length)
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          photos.map((p) => p.fileId),
        ),
      );
  }
  await tx
    .delete(donationCommunications)
    .where(ids.length ? inArray(donationCommunications.donationId, ids) : sql`false`);
  await tx
    .delete(donorPortalAccess)
    .where(ids.length ? inArray(donorPortalAccess.donationId, ids) : sql`false`);
  if (ids.length)
    await tx
      .update(donationStatusHistory)
      .set({ notes: null })
      .where(inArray(donationStatusHistory.donationId, ids));
  // Copies of the messages sent (or still waiting: their delivery job then finds nothing to send).
  // The request's own answer is queued after this, so it still goes out.
  await tx
    .delete(emailOutbox)
    .where(
      or(
        ids.length ? inArray(emailOutbox.donationId, ids) : sql`false`,
        email ? sql`lower(${emailOutbox.toAddress}) = ${email}` : sql`false`,
      ),
    );
}

/** Clears the jsonb copy of the status history's notes (donations.statusHistory). */
const historyWithoutNotes = sql`coalesce((select jsonb_agg(e || jsonb_build_object('notes', null)) from jsonb_array_elements(${donations.statusHistory}) e), '[]'::jsonb)`;

export interface ErasureOutcome {
  anonymised: number[];
  kept: { donationId: number; receiptNumber: string; keepUntil: Date }[];
}

/**
 * A deletion request, on the caller's transaction. Donations that never led to a receipt are
 * anonymised at once (figures kept for statistics). Where an official receipt exists, the receipt,
 * its copy and what it prints (name, address, vehicle, amounts) are kept until the receipt's
 * retention date (Income Tax Regulations s. 5800) under a retention hold; everything else goes now.
 */
export async function eraseDonor(
  tx: DbOrTx,
  rawEmail: string,
  opts: { requestId: number | null; retentionDays: number },
): Promise<ErasureOutcome> {
  const email = normalEmail(rawEmail);
  const rows = await tx
    .select({ id: donations.id, pickupDate: donations.pickupDate, createdAt: donations.createdAt })
    .from(donations)
    .where(byDonorEmail(email));
  const ids = rows.map((r) => r.id);
  const receipts = ids.length
    ? await tx
        .select({
          id: taxReceipts.id,
          donationId: taxReceipts.donationId,
          number: taxReceipts.receiptNumber,
          giftDate: taxReceipts.giftReceivedDate,
          receiptYear: taxReceipts.receiptYear,
        })
        .from(taxReceipts)
        .where(inArray(taxReceipts.donationId, ids))
    : [];
  const archive = ids.length
    ? await tx
        .select({ receiptId: digitalReceiptArchive.receiptId, expiresAt: digitalReceiptArchive.expiresAt })
        .from(digitalReceiptArchive)
        .where(inArray(digitalReceiptArchive.donationId, ids))
    : [];

  const outcome: ErasureOutcome = { anonymised: [], kept: [] };
  for (const row of rows) {
    const own = receipts.filter((r) => r.donationId === row.id);
    if (own.length === 0) {
      await tx
        .update(donations)
        .set({ ...identityErased(row.id), statusHistory: historyWithoutNotes })
        .where(eq(donations.id, row.id));
      outcome.anonymised.push(row.id);
      continue;
    }
    let keepUntil = new Date(0);
    for (const r of own) {
      const stored = archive.find((a) => a.receiptId === r.id)?.expiresAt;
      const giftYear = r.giftDate ? Number(r.giftDate.slice(0, 4)) : r.receiptYear;
      const until = stored ?? retentionExpiry(giftYear, opts.retentionDays);
      if (until > keepUntil) keepUntil = until;
    }
    await tx
      .update(donations)
      .set({ ...contactErased(row.id), statusHistory: historyWithoutNotes })
      .where(eq(donations.id, row.id));
    await tx.insert(retentionHolds).values({ requestId: opts.requestId, donationId: row.id, keepUntil });
    for (const r of own) outcome.kept.push({ donationId: row.id, receiptNumber: r.number, keepUntil });
  }
  await eraseSideRecords(tx, ids, email);
  await tx.delete(donorEmailChallenges).where(eq(donorEmailChallenges.email, email));
  // The consent records lose the address; the withdrawal itself stays as evidence.
  await tx
    .update(consentRecords)
    .set({
      email: emailHash(email),
      withdrawnAt: sql`coalesce(${consentRecords.withdrawnAt}, now())`,
      withdrawalSource: sql`coalesce(${consentRecords.withdrawalSource}, 'deletion')`,
    })
    .where(eq(consentRecords.email, email));
  return outcome;
}

/**
 * Purges a donation whose receipts are past their retention date: the receipts, their archived copy
 * and stored PDFs are deleted and the donation loses the data the receipt printed. Returns true when
 * something was purged. Run inside `storage.transaction` so the files go only when the rows did.
 */
export async function purgeReceiptBoundDonation(tx: DbOrTx, storage: FileStorage, donationId: number) {
  const receipts = await tx
    .select({ id: taxReceipts.id, fileId: taxReceipts.fileId, number: taxReceipts.receiptNumber })
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donationId));
  const copies = await tx
    .delete(digitalReceiptArchive)
    .where(eq(digitalReceiptArchive.donationId, donationId))
    .returning({ fileId: digitalReceiptArchive.fileId });
  if (receipts.length) {
    const numbers = receipts.map((r) => r.number);
    // Replacement links between this donation's receipts would block their deletion.
    await tx
      .update(taxReceipts)
      .set({ originalReceiptNumber: null, replacedByReceiptNumber: null })
      .where(eq(taxReceipts.donationId, donationId));
    await tx
      .update(taxReceipts)
      .set({ originalReceiptNumber: null })
      .where(inArray(taxReceipts.originalReceiptNumber, numbers));
    await tx
      .update(taxReceipts)
      .set({ replacedByReceiptNumber: null })
      .where(inArray(taxReceipts.replacedByReceiptNumber, numbers));
    await tx.delete(taxReceipts).where(eq(taxReceipts.donationId, donationId));
  }
  const fileIds = new Set(
    [...receipts.map((r) => r.fileId), ...copies.map((c) => c.fileId)].filter(Boolean) as string[],
  );
  for (const id of fileIds) await storage.delete(tx, id);
  await tx
    .update(donations)
    .set({ ...identityErased(donationId), statusHistory: historyWithoutNotes, receiptNumber: null })
    .where(eq(donations.id, donationId));
  await eraseSideRecords(tx, [donationId], null);
  await tx
    .update(retentionHolds)
    .set({ purgedAt: new Date() })
    .where(and(eq(retentionHolds.donationId, donationId), isNull(retentionHolds.purgedAt)));
  return receipts.length + copies.length > 0;
}

/**
 * Donations whose receipt-bound data is past retention: a hold whose date has passed, or archived
 * receipts that have all expired (whether or not the donor asked: nothing is kept longer than required).
 */
export async function donationsPastRetention(db: DbOrTx, now: Date, limit = 200): Promise<number[]> {
  const held = await db
    .select({ id: retentionHolds.donationId })
    .from(retentionHolds)
    .where(and(isNull(retentionHolds.purgedAt), lt(retentionHolds.keepUntil, now)))
    .limit(limit);
  const expired = await db
    .selectDistinct({ id: digitalReceiptArchive.donationId })
    .from(digitalReceiptArchive)
    .where(
      and(
        isNotNull(digitalReceiptArchive.expiresAt),
        lt(digitalReceiptArchive.expiresAt, now),
        sql`not exists (select 1 from ${digitalReceiptArchive} a2 where a2.donation_id = ${digitalReceiptArchive.donationId}
              and (a2.expires_at is null or a2.expires_at >= ${now.toISOString()}::timestamptz))`,
        sql`not exists (select 1 from ${retentionHolds} h where h.donation_id = ${digitalReceiptArchive.donationId}
              and h.purged_at is null and h.keep_until >= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
  return [...new Set([...held, ...expired].map((r) => r.id))];
}

/** Anonymises donations that never led to a receipt (a cancelled gift past its retention period). */
export async function anonymiseDonations(tx: DbOrTx, ids: number[]) {
  for (const id of ids)
    await tx
      .update(donations)
      .set({ ...identityErased(id), statusHistory: historyWithoutNotes })
      .where(eq(donations.id, id));
  await eraseSideRecords(tx, ids, null);
}
