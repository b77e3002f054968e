import { DONATION_STATUSES } from '@shared/donations/status-machine';
import { PROVINCE_CODES } from '@shared/geo/provinces';
import { FUNNEL_STEPS, type AnalyticsResponse } from '@shared/analytics/analytics.schemas';
import { periodRange } from '@shared/analytics/periods';
import { centsToNumber, toCents } from '@shared/money';
import type { AppContext } from '../../platform/context';
import { countDonations, receiptsIssued, type Span } from '../admin-dashboard/dashboard.repo';
import {
  categoryPostCounts,
  donationsPerProvince,
  donationsPerWeek,
  funnelCounts,
  stageDays,
  topPosts,
  totalsOutsideSpan,
} from './analytics.repo';

const TOP = 5;
const DAY_MS = 86_400_000;

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Monday (YYYY-MM-DD) of the Eastern-time week holding `d`. */
export function mondayOf(d: Date): string {
  const day = new Date(`${easternDay.format(d)}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** Every week of the span, oldest first, with 0 where nothing was submitted. */
export function fillWeeks(s: Span, counted: { weekStart: string; count: number }[]) {
  const byWeek = new Map(counted.map((w) => [w.weekStart, w.count]));
  const last = mondayOf(new Date(s.to.getTime() - 1));
  const weeks: { weekStart: string; count: number }[] = [];
  for (let w = mondayOf(s.from); w <= last;) {
    weeks.push({ weekStart: w, count: byWeek.get(w) ?? 0 });
    w = new Date(new Date(`${w}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  }
  return weeks;
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

export async function analytics(
  ctx: AppContext,
  opts: { days: number; now?: Date },
): Promise<AnalyticsResponse> {
  const range = periodRange(opts.now ?? new Date(), opts.days);
  const span: Span = { from: range.from, to: range.to };
  const db = ctx.db;
  const [donationCount, receipts, others, weeks, provinces, funnel, stays, posts, cats] = await Promise.all([
    countDonations(db, span),
    receiptsIssued(db, span),
    totalsOutsideSpan(db),
    donationsPerWeek(db, span),
    donationsPerProvince(db, span),
    funnelCounts(db, span),
    stageDays(db, span),
    topPosts(db, TOP),
    categoryPostCounts(db, TOP),
  ]);

  const counts = { submitted: funnel.submitted, picked_up: funnel.pickedUp, receipted: funnel.receipted };
  const byProvince = new Map(provinces.map((p) => [p.province, p.count]));
  const order: readonly string[] = DONATION_STATUSES;

  return {
    period: { days: opts.days, from: range.from.toISOString(), to: range.to.toISOString() },
    totals: {
      donations: donationCount,
      valueReceived: centsToNumber(toCents(receipts.total) ?? 0),
      receiptsIssued: receipts.count,
      ...others,
    },
    perWeek: fillWeeks(span, weeks),
    perProvince: [
      ...PROVINCE_CODES.map((code) => ({ province: code as string, count: byProvince.get(code) ?? 0 })),
      // A province outside the list (an older record) is still counted.
      ...provinces.filter((p) => !(PROVINCE_CODES as readonly string[]).includes(p.province)),
    ],
    funnel: FUNNEL_STEPS.map((step, i) => {
      const before = i === 0 ? null : counts[FUNNEL_STEPS[i - 1]!];
      const dropOff = before === null ? 0 : before - counts[step];
      return {
        step,
        count: counts[step],
        dropOff,
        dropOffPercent: before === null ? null : percentOf(dropOff, before),
      };
    }),
    stageDays: stays.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)),
    topPosts: posts,
    categories: cats.map((c) => ({ ...c, share: percentOf(c.posts, others.publishedPosts) ?? 0 })),
  };
}
