import { centsToNumber, toCents } from '@shared/money';
import { periodRange } from '@shared/analytics/periods';
import type { DashboardResponse } from '@shared/analytics/dashboard.schemas';
import type { AppContext } from '../../platform/context';
import {
  auctionsClosingSoon,
  countDonations,
  donationsByStatus,
  latestAudit,
  latestDonations,
  newPartners,
  receiptsIssued,
  type Span,
} from './dashboard.repo';

const ACTIVITY_ITEMS = 10;
const CLOSING_SOON_MS = 7 * 86_400_000;
const CLOSING_SOON_ITEMS = 5;

const dollars = (numeric: string) => centsToNumber(toCents(numeric) ?? 0);

/** The admin dashboard over the last `days` days, each card beside the same length before it. */
export async function dashboard(
  ctx: AppContext,
  opts: { days: number; now?: Date },
): Promise<DashboardResponse> {
  const now = opts.now ?? new Date();
  const range = periodRange(now, opts.days);
  const current: Span = { from: range.from, to: range.to };
  const previous: Span = { from: range.previousFrom, to: range.from };
  const db = ctx.db;

  const [donNow, donBefore, recNow, recBefore, partNow, partBefore, byStatus, closing, audits, recent] =
    await Promise.all([
      countDonations(db, current),
      countDonations(db, previous),
      receiptsIssued(db, current),
      receiptsIssued(db, previous),
      newPartners(db, current),
      newPartners(db, previous),
      donationsByStatus(db, current),
      auctionsClosingSoon(db, now, new Date(now.getTime() + CLOSING_SOON_MS), CLOSING_SOON_ITEMS),
      latestAudit(db, ACTIVITY_ITEMS),
      latestDonations(db, ACTIVITY_ITEMS),
    ]);

  const activity: DashboardResponse['recentActivity'] = [
    ...audits.map((a) => ({
      kind: 'audit' as const,
      at: a.createdAt.toISOString(),
      actorName: a.actorName,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      vehicle: null,
    })),
    ...recent.map((d) => ({
      kind: 'donation' as const,
      at: d.createdAt.toISOString(),
      actorName: null,
      action: 'donation.submitted',
      entityType: 'donation',
      entityId: String(d.id),
      vehicle: { year: d.year, make: d.make, model: d.model },
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, ACTIVITY_ITEMS);

  return {
    period: { days: opts.days, from: range.from.toISOString(), to: range.to.toISOString() },
    cards: {
      donations: { current: donNow, previous: donBefore },
      valueReceived: { current: dollars(recNow.total), previous: dollars(recBefore.total) },
      receiptsIssued: { current: recNow.count, previous: recBefore.count },
      newPartners: {
        current: partNow.charities + partNow.dealers,
        previous: partBefore.charities + partBefore.dealers,
        charities: partNow.charities,
        dealers: partNow.dealers,
      },
    },
    byStatus,
    auctionsClosingSoon: closing.map((a) => ({
      id: a.id,
      donationId: a.donationId,
      vehicle: { year: a.year, make: a.make, model: a.model },
      endDate: a.endDate.toISOString(),
      currentHighBid: dollars(a.currentHighBid),
      bidCount: Number(a.bidCount),
    })),
    recentActivity: activity,
  };
}
