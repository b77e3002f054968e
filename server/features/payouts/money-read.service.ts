import { can } from '@shared/record-access';
import { centsToNumber, toCents } from '@shared/money';
import { nextPayoutDay, payoutReference, type PayoutFrequency } from '@shared/payouts/payout-schedule';
import { todayInCanada } from '@shared/canada-date';
import type { Charity } from '../../db/schema/charities';
import type { Payout } from '../../db/schema/money';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { findCharityById } from '../charities/charities.repo';
import { findPayout, linesOf, listPayouts, listSettlements } from './payouts.repo';
import { termsFor } from './settlement.service';

const cents = (v: string | null) => (v === null ? 0 : toCents(v)!);

/** The charity a money call is about: admins reach any, a charity account only its own (`charity.money`). */
export async function moneyCharity(
  ctx: AppContext,
  o: { charityId: number; actor: SessionUser },
): Promise<Charity> {
  const charity = await findCharityById(ctx.db, o.charityId);
  if (!charity) throw notFound('charities:errors.notFound');
  if (!can({ userId: o.actor.id, role: o.actor.role }, 'charity.money', charity))
    throw forbidden('charities:errors.notYours');
  return charity;
}

/** A payout the actor may read (its charity's account, or an admin). */
export async function readablePayout(ctx: AppContext, o: { id: number; actor: SessionUser }) {
  const payout = await findPayout(ctx.db, o.id);
  if (!payout) throw notFound('money:errors.payoutNotFound');
  const charity = await moneyCharity(ctx, { charityId: payout.charityId, actor: o.actor });
  return { payout, charity };
}

export const toPayoutView = (p: Payout, charityName: string) => ({
  id: p.id,
  charityId: p.charityId,
  charityName,
  number: payoutReference(p.year, p.number),
  status: p.status as 'open' | 'paid' | 'void',
  total: centsToNumber(cents(p.total)),
  createdAt: p.createdAt.toISOString(),
  paidOn: p.paidOn,
  method: p.method as 'eft' | 'cheque' | null,
  reference: p.reference,
  voidReason: p.voidReason,
});

export interface SettlementFilter {
  from?: string;
  to?: string;
  saleKind?: 'auction' | 'scrap';
  state?: 'unpaid' | 'paid';
}

/** Settlements with their lines, gross, costs and net, and where their money is (unpaid, in payouts). */
export async function settlementViews(
  ctx: AppContext,
  o: { charityId?: number; settlementIds?: number[]; filter?: SettlementFilter; paidPayoutIds?: Set<number> },
) {
  const rows = await listSettlements(ctx.db, { charityId: o.charityId, settlementIds: o.settlementIds });
  const lines = await linesOf(
    ctx.db,
    rows.map((r) => r.settlement.id),
  );
  const payoutStatus = new Map<number, string>();
  for (const p of await listPayouts(ctx.db, { charityId: o.charityId }))
    payoutStatus.set(p.payout.id, p.payout.status);
  const views = rows.map((r) => {
    const mine = lines.filter((l) => l.line.settlementId === r.settlement.id);
    const gross = mine.filter((l) => l.line.kind === 'gross').reduce((s, l) => s + cents(l.line.amount), 0);
    const net = mine.reduce((s, l) => s + cents(l.line.amount), 0);
    const unpaid = mine.filter((l) => l.payoutId === null).reduce((s, l) => s + cents(l.line.amount), 0);
    const payoutIds = [...new Set(mine.map((l) => l.payoutId).filter((id): id is number => id !== null))];
    const paid =
      payoutIds.length > 0 && unpaid === 0 && payoutIds.every((id) => payoutStatus.get(id) === 'paid');
    return {
      id: r.settlement.id,
      donationId: r.settlement.donationId,
      charityId: r.settlement.charityId,
      charityName: r.charityName,
      vehicle: { year: r.year, make: r.make, model: r.model },
      vin: r.vin,
      saleKind: r.settlement.saleKind as 'auction' | 'scrap',
      saleDate: r.settlement.saleDate,
      gross: centsToNumber(gross),
      costs: centsToNumber(gross - net),
      net: centsToNumber(net),
      unpaid: centsToNumber(unpaid),
      paid,
      payoutIds,
      receiptNumber: r.receiptNumber,
      eligibleAmount: r.eligibleAmount === null ? null : centsToNumber(cents(r.eligibleAmount)),
      recycling: r.recycling ?? null,
      lines: mine.map((l) => ({
        id: l.line.id,
        kind: l.line.kind,
        amount: centsToNumber(cents(l.line.amount)),
        reason: l.line.reason,
        createdAt: l.line.createdAt.toISOString(),
        payoutId: l.payoutId,
      })),
    };
  });
  const f = o.filter ?? {};
  return views.filter(
    (v) =>
      (!f.from || v.saleDate >= f.from) &&
      (!f.to || v.saleDate <= f.to) &&
      (!f.saleKind || v.saleKind === f.saleKind) &&
      (!f.state || (f.state === 'paid' ? v.paid : !v.paid)),
  );
}

export async function payoutViews(ctx: AppContext, o: { charityId?: number }) {
  return (await listPayouts(ctx.db, o)).map((r) => toPayoutView(r.payout, r.charityName));
}

/** The Money tab's head: balance due, next payout date, the terms in force, net proceeds per month. */
export async function moneySummary(ctx: AppContext, charity: Charity, now = new Date()) {
  const settlements = await settlementViews(ctx, { charityId: charity.id });
  const payouts = await payoutViews(ctx, { charityId: charity.id });
  const unpaid = settlements.reduce((s, v) => s + toCents(v.unpaid)!, 0);
  const open = payouts.filter((p) => p.status === 'open').reduce((s, p) => s + toCents(p.total)!, 0);
  const paid = payouts.filter((p) => p.status === 'paid').reduce((s, p) => s + toCents(p.total)!, 0);
  const frequency = String(await ctx.settings.get('money', 'payoutFrequency')) as PayoutFrequency;
  const today = todayInCanada(now);
  const months = new Map<string, { gross: number; costs: number; net: number; vehicles: number }>();
  for (const v of settlements) {
    const m = v.saleDate.slice(0, 7);
    const cur = months.get(m) ?? { gross: 0, costs: 0, net: 0, vehicles: 0 };
    cur.gross += toCents(v.gross)!;
    cur.costs += toCents(v.costs)!;
    cur.net += toCents(v.net)!;
    cur.vehicles += 1;
    months.set(m, cur);
  }
  const { terms } = await termsFor(ctx, ctx.db, charity.id, today);
  return {
    charityId: charity.id,
    charityName: charity.name,
    balanceDue: centsToNumber(unpaid + open),
    unpaid: centsToNumber(unpaid),
    inOpenPayouts: centsToNumber(open),
    paidTotal: centsToNumber(paid),
    frequency,
    nextPayoutDate: nextPayoutDay(today, frequency),
    terms,
    monthly: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, m]) => ({
        month,
        gross: centsToNumber(m.gross),
        costs: centsToNumber(m.costs),
        net: centsToNumber(m.net),
        vehicles: m.vehicles,
      })),
  };
}
