import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import {
  donationCommunications,
  donations,
  donorPortalAccess,
  type NewDonationCommunication,
} from '../../db/schema/donations';
import {
  digitalReceiptArchive,
  receiptCounters,
  receiptGenerationLogs,
  taxReceipts,
  type NewDigitalReceiptArchiveEntry,
  type NewReceiptGenerationLog,
  type NewTaxReceipt,
  type TaxReceipt,
} from '../../db/schema/receipts';

/** The donation row, locked until the transaction ends so two issues of one donation queue up. */
export async function lockDonation(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row;
}

export async function findCharity(db: DbOrTx, id: number) {
  const [row] = await db.select().from(charities).where(eq(charities.id, id));
  return row;
}

export async function findDonation(db: DbOrTx, id: number) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

/**
 * The next serial for a charity and year. The upsert takes the counter row's lock, held until the
 * transaction ends: serials are unique and gapless (a rolled-back issue gives its number back).
 */
export async function nextSerial(tx: DbOrTx, charityId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ charityId, year, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.charityId, receiptCounters.year],
      set: { lastSerial: sql`${receiptCounters.lastSerial} + 1`, updatedAt: new Date() },
    })
    .returning({ lastSerial: receiptCounters.lastSerial });
  return row!.lastSerial;
}

export async function insertReceipt(tx: DbOrTx, values: NewTaxReceipt): Promise<TaxReceipt> {
  const [row] = await tx.insert(taxReceipts).values(values).returning();
  return row!;
}

export async function insertArchiveEntry(tx: DbOrTx, values: NewDigitalReceiptArchiveEntry) {
  await tx.insert(digitalReceiptArchive).values(values);
}

export async function insertGenerationLog(db: DbOrTx, values: NewReceiptGenerationLog) {
  await db.insert(receiptGenerationLogs).values(values);
}

/** The donation's issued (not cancelled) receipt, if any. */
export async function currentReceipt(db: DbOrTx, donationId: number): Promise<TaxReceipt | undefined> {
  const [row] = await db
    .select()
    .from(taxReceipts)
    .where(and(eq(taxReceipts.donationId, donationId), eq(taxReceipts.status, 'issued')))
    .orderBy(desc(taxReceipts.id))
    .limit(1);
  return row;
}

export async function listReceipts(db: DbOrTx, donationId: number): Promise<TaxReceipt[]> {
  return db
    .select()
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donationId))
    .orderBy(desc(taxReceipts.id));
}

export async function findReceiptByNumber(db: DbOrTx, receiptNumber: string) {
  const [row] = await db.select().from(taxReceipts).where(eq(taxReceipts.receiptNumber, receiptNumber));
  return row;
}

export async function findReceiptByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(taxReceipts).where(eq(taxReceipts.downloadToken, token));
  return row;
}

/** Marks a receipt cancelled; only an issued one changes. Returns false when it was not issued. */
export async function cancelReceipt(
  tx: DbOrTx,
  id: number,
  change: { reason: string; replacedByReceiptNumber: string },
): Promise<boolean> {
  const rows = await tx
    .update(taxReceipts)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: change.reason,
      replacedByReceiptNumber: change.replacedByReceiptNumber,
    })
    .where(and(eq(taxReceipts.id, id), eq(taxReceipts.status, 'issued')))
    .returning({ id: taxReceipts.id });
  return rows.length === 1;
}

export async function markReceiptEmailed(tx: DbOrTx, id: number, at: Date) {
  await tx.update(taxReceipts).set({ emailSent: true, emailSentAt: at }).where(eq(taxReceipts.id, id));
}

export async function countDownload(db: DbOrTx, id: number) {
  await db
    .update(taxReceipts)
    .set({ downloadCount: sql`${taxReceipts.downloadCount} + 1`, lastAccessedAt: new Date() })
    .where(eq(taxReceipts.id, id));
}

/** Receipt columns of the donation that change without a status change (a replacement, an e-mail). */
export async function updateDonationReceiptFields(
  tx: DbOrTx,
  donationId: number,
  fields: Partial<
    Pick<
      typeof donations.$inferInsert,
      | 'receiptNumber'
      | 'receiptDate'
      | 'taxReceiptValue'
      | 'receiptEmailSent'
      | 'receiptEmailSentAt'
      | 'finalValue'
      | 'valuationBasis'
      | 'valuationEvidence'
    >
  >,
) {
  await tx
    .update(donations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(donations.id, donationId));
}

export async function insertCommunication(tx: DbOrTx, values: NewDonationCommunication) {
  await tx.insert(donationCommunications).values(values);
}

export async function findDonationIdByAccessCode(
  db: DbOrTx,
  accessCode: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ donationId: donorPortalAccess.donationId })
    .from(donorPortalAccess)
    .where(eq(donorPortalAccess.accessCode, accessCode));
  return row?.donationId;
}

export async function findAccessCodeOfDonation(db: DbOrTx, donationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ accessCode: donorPortalAccess.accessCode })
    .from(donorPortalAccess)
    .where(eq(donorPortalAccess.donationId, donationId))
    .orderBy(desc(donorPortalAccess.id))
    .limit(1);
  return row?.accessCode;
}

/**
 * Records on the charity's flagged receipts that its registration was restored on `on`. Their flag
 * stays (a receipt issued while revoked or suspended stays invalid); returns their numbers.
 */
export async function markFlaggedReceiptsRestored(
  tx: DbOrTx,
  opts: { charityId: number; on: string },
): Promise<string[]> {
  const rows = await tx
    .update(taxReceipts)
    .set({ registryRestoredDate: opts.on })
    .where(
      and(
        eq(taxReceipts.charityId, opts.charityId),
        sql`${taxReceipts.registryFlagStatus} is not null`,
        sql`${taxReceipts.registryRestoredDate} is null`,
      ),
    )
    .returning({ receiptNumber: taxReceipts.receiptNumber });
  return rows.map((r) => r.receiptNumber).sort();
}

/**
 * Flags the charity's issued receipts dated on or after `from` that no registry change flagged yet;
 * returns their numbers.
 */
export async function flagReceiptsFrom(
  tx: DbOrTx,
  opts: { charityId: number; from: string; status: string; at: Date },
): Promise<string[]> {
  const rows = await tx
    .update(taxReceipts)
    .set({ registryFlagStatus: opts.status, registryFlagDate: opts.from, registryFlaggedAt: opts.at })
    .where(
      and(
        eq(taxReceipts.charityId, opts.charityId),
        gte(taxReceipts.receiptDate, opts.from),
        sql`${taxReceipts.registryFlagStatus} is null`,
      ),
    )
    .returning({ receiptNumber: taxReceipts.receiptNumber });
  return rows.map((r) => r.receiptNumber).sort();
}
