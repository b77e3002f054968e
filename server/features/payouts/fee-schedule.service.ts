import { asc, desc, eq } from 'drizzle-orm';
import { todayInCanada } from '@shared/canada-date';
import { centsToDecimal } from '@shared/money';
import type { FeeTerms } from '@shared/payouts/fees';
import { charities } from '../../db/schema/charities';
import { feeSchedules, type FeeSchedule } from '../../db/schema/money';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';

export const toFeeScheduleView = (s: FeeSchedule & { charityName: string }) => ({
  id: s.id,
  charityId: s.charityId,
  charityName: s.charityName,
  effectiveFrom: s.effectiveFrom,
  terms: {
    towingPercent: s.towingPercent,
    towingFlat: s.towingFlat,
    saleFeePercent: s.saleFeePercent,
    saleFeeFlat: s.saleFeeFlat,
    storagePercent: s.storagePercent,
    storageFlat: s.storageFlat,
    processingPercent: s.processingPercent,
    processingFlat: s.processingFlat,
    taxPercent: s.taxPercent,
  } satisfies FeeTerms,
  note: s.note,
  createdAt: s.createdAt.toISOString(),
});

export async function listFeeSchedules(ctx: AppContext) {
  const rows = await ctx.db
    .select({ s: feeSchedules, charityName: charities.name })
    .from(feeSchedules)
    .innerJoin(charities, eq(charities.id, feeSchedules.charityId))
    .orderBy(asc(charities.name), desc(feeSchedules.effectiveFrom));
  return rows.map((r) => toFeeScheduleView({ ...r.s, charityName: r.charityName }));
}

/**
 * A new fee schedule for a charity from a date (today or later): sales before it keep the terms they
 * were settled with; the schedule is never edited, a later one replaces it.
 */
export async function createFeeSchedule(
  ctx: AppContext,
  o: {
    charityId: number;
    effectiveFrom: string;
    /** Percentages as thousandths (milli-percent) and flat amounts as cents. */
    percents: Record<'towing' | 'saleFee' | 'storage' | 'processing' | 'tax', number>;
    flats: Record<'towing' | 'saleFee' | 'storage' | 'processing', number>;
    note: string | null;
    actor: SessionUser;
    now?: Date;
  },
) {
  if (o.effectiveFrom < todayInCanada(o.now ?? new Date()))
    throw validationError({ effectiveFrom: 'money:errors.effectiveFromPast' });
  const pct = (m: number) => (m / 1000).toFixed(3);
  return ctx.db.transaction(async (tx) => {
    const [charity] = await tx.select().from(charities).where(eq(charities.id, o.charityId));
    if (!charity) throw notFound('charities:errors.notFound');
    const inserted = await tx
      .insert(feeSchedules)
      .values({
        charityId: o.charityId,
        effectiveFrom: o.effectiveFrom,
        towingPercent: pct(o.percents.towing),
        towingFlat: centsToDecimal(o.flats.towing),
        saleFeePercent: pct(o.percents.saleFee),
        saleFeeFlat: centsToDecimal(o.flats.saleFee),
        storagePercent: pct(o.percents.storage),
        storageFlat: centsToDecimal(o.flats.storage),
        processingPercent: pct(o.percents.processing),
        processingFlat: centsToDecimal(o.flats.processing),
        taxPercent: pct(o.percents.tax),
        note: o.note,
        createdBy: o.actor.id,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw new AppError('CONFLICT', 'money:errors.scheduleExists');
    await audit(tx, {
      actor: o.actor,
      action: 'fee-schedule.create',
      entityType: 'charity',
      entityId: o.charityId,
      details: {
        scheduleId: row.id,
        ...toFeeScheduleView({ ...row, charityName: charity.name }).terms,
        effectiveFrom: o.effectiveFrom,
      },
    });
    return toFeeScheduleView({ ...row, charityName: charity.name });
  });
}
