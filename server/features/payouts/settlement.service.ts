import { eq } from 'drizzle-orm';
import { centsToDecimal, toCents } from '@shared/money';
import { netOf, planSettlement, type FeeTerms } from '@shared/payouts/fees';
import { todayInCanada } from '@shared/canada-date';
import type { DbOrTx, Tx } from '../../db/client';
import type { Donation } from '../../db/schema/donations';
import { settlementLines, settlements } from '../../db/schema/money';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { SessionUser } from '../../platform/session/session';
import { findCharityById } from '../charities/charities.repo';
import { notifyCharityOfSale } from './money-emails';
import { findSettlementByDonation, scheduleInForce } from './payouts.repo';

/** The terms of a charity's sales on `day`: its schedule in force, else the settings' default. */
export async function termsFor(ctx: AppContext, db: DbOrTx, charityId: number, day: string) {
  const schedule = await scheduleInForce(db, charityId, day);
  if (schedule) {
    const { towingPercent, towingFlat, saleFeePercent, saleFeeFlat, storagePercent, storageFlat } = schedule;
    const { processingPercent, processingFlat, taxPercent } = schedule;
    const terms: FeeTerms = {
      towingPercent,
      towingFlat,
      saleFeePercent,
      saleFeeFlat,
      storagePercent,
      storageFlat,
      processingPercent,
      processingFlat,
      taxPercent,
    };
    return { scheduleId: schedule.id as number | null, terms };
  }
  const setting = async (key: keyof FeeTerms) => String(await ctx.settings.get('money', key));
  const terms = {} as FeeTerms;
  for (const key of Object.keys(defaultKeys) as (keyof FeeTerms)[]) terms[key] = await setting(key);
  return { scheduleId: null, terms };
}

const defaultKeys: Record<keyof FeeTerms, true> = {
  towingPercent: true,
  towingFlat: true,
  saleFeePercent: true,
  saleFeeFlat: true,
  storagePercent: true,
  storageFlat: true,
  processingPercent: true,
  processingFlat: true,
  taxPercent: true,
};

export interface RecordedSettlement {
  settlementId: number;
  grossCents: number;
  netCents: number;
  charityName: string;
}

/**
 * Records the settlement of a sale on the sale's own transaction (decision 020): the gross, each cost
 * from the charity's fee terms on the sale date, the net; the charity is told by e-mail in its
 * language. A donation without a charity, or already settled, records nothing (null).
 */
export async function recordSettlement(
  ctx: AppContext,
  tx: Tx,
  o: {
    donation: Donation;
    auctionId: number | null;
    saleKind: 'auction' | 'scrap';
    grossCents: number;
    now: Date;
    actor: SessionUser | null;
  },
): Promise<RecordedSettlement | null> {
  const charityId = o.donation.charityId;
  if (charityId === null) return null;
  if (await findSettlementByDonation(tx, o.donation.id)) return null;
  const charity = await findCharityById(tx, charityId);
  if (!charity) return null;
  const saleDate = todayInCanada(o.now);
  const { scheduleId, terms } = await termsFor(ctx, tx, charityId, saleDate);
  const planned = planSettlement(o.grossCents, terms);
  const [settlement] = await tx
    .insert(settlements)
    .values({
      donationId: o.donation.id,
      charityId,
      auctionId: o.auctionId,
      saleKind: o.saleKind,
      saleDate,
      feeScheduleId: scheduleId,
      terms,
    })
    .returning({ id: settlements.id });
  await tx.insert(settlementLines).values(
    planned.map((l) => ({
      settlementId: settlement!.id,
      charityId,
      kind: l.kind,
      amount: centsToDecimal(l.amountCents),
      createdBy: o.actor?.id ?? null,
    })),
  );
  const netCents = netOf(planned);
  await audit(tx, {
    actor: o.actor,
    action: 'settlement.record',
    entityType: 'settlement',
    entityId: settlement!.id,
    details: {
      donationId: o.donation.id,
      charityId,
      saleKind: o.saleKind,
      gross: centsToDecimal(o.grossCents),
      net: centsToDecimal(netCents),
      lines: planned.map((l) => ({ kind: l.kind, amount: centsToDecimal(l.amountCents) })),
    },
  });
  await notifyCharityOfSale(ctx, tx, {
    charity,
    donation: o.donation,
    saleKind: o.saleKind,
    saleDate,
    lines: planned,
  });
  return { settlementId: settlement!.id, grossCents: o.grossCents, netCents, charityName: charity.name };
}

/** A staff correction: a new line with its reason, audited; the settlement itself never changes. */
export async function addCorrection(
  ctx: AppContext,
  o: { settlementId: number; amountCents: number; reason: string; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(settlements).where(eq(settlements.id, o.settlementId)).for('update');
    if (!row) return null;
    const [line] = await tx
      .insert(settlementLines)
      .values({
        settlementId: row.id,
        charityId: row.charityId,
        kind: 'correction',
        amount: centsToDecimal(o.amountCents),
        reason: o.reason,
        createdBy: o.actor.id,
      })
      .returning();
    await audit(tx, {
      actor: o.actor,
      action: 'settlement.correct',
      entityType: 'settlement',
      entityId: row.id,
      details: { lineId: line!.id, amount: centsToDecimal(o.amountCents), reason: o.reason },
    });
    return { id: line!.id, amount: toCents(line!.amount)! };
  });
}
