import { eq, sql } from 'drizzle-orm';
import { todayInCanada } from '@shared/canada-date';
import { centsToDecimal, toCents } from '@shared/money';
import { payoutItems, payoutRuns, payouts } from '../../db/schema/money';
import { charities } from '../../db/schema/charities';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { findCharityById } from '../charities/charities.repo';
import { notifyCharityOfPayment } from './money-emails';
import { charitiesWithUnpaidLines, lockPayout, nextPayoutNumber, unpaidLines } from './payouts.repo';

/**
 * A payout run (decision 020): for each charity, every settlement line no live payout carries goes
 * into one new payout with the next gapless number of the year. Each charity is done in its own
 * transaction under its row's lock, so two runs at once (or a run beside sales) never put a line in
 * two payouts and never leave one out: a line committed after the run read it waits for the next run.
 * A charity whose unpaid lines sum to zero or less gets no payout.
 */
export async function runPayouts(
  ctx: AppContext,
  o: { trigger: 'schedule' | 'admin'; actor: SessionUser | null; now?: Date },
) {
  const now = o.now ?? new Date();
  const year = Number(todayInCanada(now).slice(0, 4));
  const [run] = await ctx.db
    .insert(payoutRuns)
    .values({ trigger: o.trigger, createdBy: o.actor?.id ?? null })
    .returning({ id: payoutRuns.id });
  const created: { id: number; charityId: number; totalCents: number }[] = [];
  for (const charityId of await charitiesWithUnpaidLines(ctx.db)) {
    const payout = await ctx.db.transaction(async (tx) => {
      // NO KEY UPDATE: two runs wait for each other; a sale's lines (a foreign key share lock) do not.
      await tx
        .select({ id: charities.id })
        .from(charities)
        .where(eq(charities.id, charityId))
        .for('no key update');
      const lines = await unpaidLines(tx, charityId);
      const totalCents = lines.reduce((sum, l) => sum + toCents(l.amount)!, 0);
      if (lines.length === 0 || totalCents <= 0) return null;
      const number = await nextPayoutNumber(tx, year);
      const [row] = await tx
        .insert(payouts)
        .values({ charityId, runId: run!.id, year, number, total: centsToDecimal(totalCents) })
        .returning({ id: payouts.id });
      await tx.insert(payoutItems).values(lines.map((l) => ({ payoutId: row!.id, lineId: l.id })));
      await audit(tx, {
        actor: o.actor,
        action: 'payout.create',
        entityType: 'payout',
        entityId: row!.id,
        details: {
          charityId,
          year,
          number,
          total: centsToDecimal(totalCents),
          lines: lines.length,
          runId: run!.id,
        },
      });
      return { id: row!.id, charityId, totalCents };
    });
    if (payout) created.push(payout);
  }
  const totalCents = created.reduce((s, p) => s + p.totalCents, 0);
  await ctx.db
    .update(payoutRuns)
    .set({ payoutCount: created.length, total: centsToDecimal(totalCents) })
    .where(eq(payoutRuns.id, run!.id));
  return { runId: run!.id, payoutIds: created.map((p) => p.id), payoutCount: created.length, totalCents };
}

/** Records the payment of an open payout and e-mails the charity. */
export async function markPayoutPaid(
  ctx: AppContext,
  o: { id: number; paidOn: string; method: 'eft' | 'cheque'; reference: string; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, o.id);
    if (!payout) throw notFound('money:errors.payoutNotFound');
    if (payout.status !== 'open') throw new AppError('CONFLICT', `money:errors.payoutNot.${payout.status}`);
    const [paid] = await tx
      .update(payouts)
      .set({
        status: 'paid',
        paidOn: o.paidOn,
        method: o.method,
        reference: o.reference,
        paidAt: sql`now()`,
        paidBy: o.actor.id,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    await audit(tx, {
      actor: o.actor,
      action: 'payout.paid',
      entityType: 'payout',
      entityId: payout.id,
      details: { paidOn: o.paidOn, method: o.method, reference: o.reference, total: payout.total },
    });
    const charity = await findCharityById(tx, payout.charityId);
    if (charity) await notifyCharityOfPayment(ctx, tx, { charity, payout: paid! });
    return paid!;
  });
}

/** Voids an open payout with its reason: its lines are released for the next run; nothing is deleted. */
export async function voidPayout(ctx: AppContext, o: { id: number; reason: string; actor: SessionUser }) {
  return ctx.db.transaction(async (tx) => {
    const payout = await lockPayout(tx, o.id);
    if (!payout) throw notFound('money:errors.payoutNotFound');
    if (payout.status !== 'open') throw new AppError('CONFLICT', `money:errors.payoutNot.${payout.status}`);
    const [voided] = await tx
      .update(payouts)
      .set({ status: 'void', voidReason: o.reason, voidedAt: sql`now()`, voidedBy: o.actor.id })
      .where(eq(payouts.id, payout.id))
      .returning();
    await tx.update(payoutItems).set({ released: true }).where(eq(payoutItems.payoutId, payout.id));
    await audit(tx, {
      actor: o.actor,
      action: 'payout.void',
      entityType: 'payout',
      entityId: payout.id,
      details: { reason: o.reason, total: payout.total },
    });
    return voided!;
  });
}
