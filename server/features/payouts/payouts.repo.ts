import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import { donations } from '../../db/schema/donations';
import {
  feeSchedules,
  payoutCounters,
  payoutItems,
  payouts,
  settlementLines,
  settlements,
} from '../../db/schema/money';
import { taxReceipts } from '../../db/schema/receipts';

/** The charity's schedule in force on `day` (the latest from that day or before), if any. */
export async function scheduleInForce(db: DbOrTx, charityId: number, day: string) {
  const [row] = await db
    .select()
    .from(feeSchedules)
    .where(and(eq(feeSchedules.charityId, charityId), lte(feeSchedules.effectiveFrom, day)))
    .orderBy(desc(feeSchedules.effectiveFrom))
    .limit(1);
  return row ?? null;
}

export async function findSettlementByDonation(db: DbOrTx, donationId: number) {
  const [row] = await db.select().from(settlements).where(eq(settlements.donationId, donationId));
  return row ?? null;
}

/** A line is unpaid while no payout that is not void carries it. */
const unpaid = sql`not exists (select 1 from ${payoutItems} where ${payoutItems.lineId} = ${settlementLines.id} and not ${payoutItems.released})`;

/** Charities with lines no live payout carries. */
export async function charitiesWithUnpaidLines(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ charityId: settlementLines.charityId })
    .from(settlementLines)
    .where(unpaid);
  return rows.map((r) => r.charityId);
}

export async function unpaidLines(db: DbOrTx, charityId: number) {
  return db
    .select({ id: settlementLines.id, amount: settlementLines.amount })
    .from(settlementLines)
    .where(and(eq(settlementLines.charityId, charityId), unpaid))
    .orderBy(asc(settlementLines.id));
}

/** The next gapless number of the year, on the caller's transaction (the counter row stays locked). */
export async function nextPayoutNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(payoutCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: payoutCounters.year,
      set: { lastNumber: sql`${payoutCounters.lastNumber} + 1` },
    })
    .returning({ n: payoutCounters.lastNumber });
  return row!.n;
}

export async function lockPayout(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

export async function listPayouts(db: DbOrTx, filter: { charityId?: number }) {
  return db
    .select({ payout: payouts, charityName: charities.name })
    .from(payouts)
    .innerJoin(charities, eq(charities.id, payouts.charityId))
    .where(filter.charityId === undefined ? undefined : eq(payouts.charityId, filter.charityId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(500);
}

/** Settlements of a charity with their donation, receipt and payout, newest sale first. */
export async function listSettlements(
  db: DbOrTx,
  filter: { charityId?: number; donationIds?: number[]; settlementIds?: number[] },
) {
  const where = and(
    filter.charityId === undefined ? undefined : eq(settlements.charityId, filter.charityId),
    filter.donationIds ? inArray(settlements.donationId, filter.donationIds) : undefined,
    filter.settlementIds ? inArray(settlements.id, filter.settlementIds) : undefined,
  );
  return db
    .select({
      settlement: settlements,
      charityName: charities.name,
      year: donations.year,
      make: donations.make,
      model: donations.model,
      vin: donations.vin,
      receiptNumber: sql<
        string | null
      >`(select ${taxReceipts.receiptNumber} from ${taxReceipts} where ${taxReceipts.donationId} = ${settlements.donationId} and ${taxReceipts.status} = 'issued' order by ${taxReceipts.id} desc limit 1)`,
      eligibleAmount: sql<
        string | null
      >`(select ${taxReceipts.eligibleAmount} from ${taxReceipts} where ${taxReceipts.donationId} = ${settlements.donationId} and ${taxReceipts.status} = 'issued' order by ${taxReceipts.id} desc limit 1)`,
      recycling: sql<{
        recyclerName: string;
        recyclerLicence: string | null;
        certificateNumber: string;
        certificateDate: string;
        hasScan: boolean;
      } | null>`(select json_build_object('recyclerName', r.recycler_name, 'recyclerLicence', r.recycler_licence, 'certificateNumber', r.certificate_number, 'certificateDate', to_char(r.certificate_date, 'YYYY-MM-DD'), 'hasScan', r.scan_file_id is not null) from recycling_records r where r.donation_id = ${settlements.donationId})`,
    })
    .from(settlements)
    .innerJoin(donations, eq(donations.id, settlements.donationId))
    .innerJoin(charities, eq(charities.id, settlements.charityId))
    .where(where)
    .orderBy(desc(settlements.saleDate), desc(settlements.id))
    .limit(2000);
}

/** Every line of the given settlements, with the live payout that carries it (if any). */
export async function linesOf(db: DbOrTx, settlementIds: number[]) {
  if (settlementIds.length === 0) return [];
  return db
    .select({
      line: settlementLines,
      payoutId: sql<
        number | null
      >`(select ${payoutItems.payoutId} from ${payoutItems} where ${payoutItems.lineId} = ${settlementLines.id} and not ${payoutItems.released})`,
    })
    .from(settlementLines)
    .where(inArray(settlementLines.settlementId, settlementIds))
    .orderBy(asc(settlementLines.id));
}

/** The lines a payout carries (or carried, when void). */
export async function linesOfPayout(db: DbOrTx, payoutId: number) {
  return db
    .select({ line: settlementLines })
    .from(payoutItems)
    .innerJoin(settlementLines, eq(settlementLines.id, payoutItems.lineId))
    .where(eq(payoutItems.payoutId, payoutId))
    .orderBy(asc(settlementLines.id));
}

/** For each charity: net of all lines, paid and open payouts, and unpaid lines (cents as numeric strings). */
export async function ledgerOf(db: DbOrTx, charityId: number) {
  // Both drivers answer execute() with `{ rows }`.
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(amount), 0) from settlement_lines where charity_id = ${charityId}) as net,
      (select coalesce(sum(total), 0) from payouts where charity_id = ${charityId} and status = 'paid') as paid,
      (select coalesce(sum(total), 0) from payouts where charity_id = ${charityId} and status = 'open') as open,
      (select coalesce(sum(l.amount), 0) from settlement_lines l where l.charity_id = ${charityId}
        and not exists (select 1 from payout_items i where i.line_id = l.id and not i.released)) as unpaid,
      (select coalesce(sum(l.amount), 0) from payout_items i join settlement_lines l on l.id = i.line_id
        join payouts p on p.id = i.payout_id where p.charity_id = ${charityId} and not i.released) as carried
  `)) as unknown as { rows: Record<'net' | 'paid' | 'open' | 'unpaid' | 'carried', string>[] };
  return result.rows[0]!;
}
