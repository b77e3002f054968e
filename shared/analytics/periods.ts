/** Periods the dashboard and analytics offer, in days; each compares with the same length just before. */
export const PERIOD_DAYS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_PERIOD_DAYS: PeriodDays = 30;

const DAY_MS = 86_400_000;

export interface PeriodRange {
  /** Inclusive start of the period. */
  from: Date;
  /** Exclusive end: now. */
  to: Date;
  /** The previous period of the same length: [previousFrom, from). */
  previousFrom: Date;
}

/** The last `days` days up to `now`, and the same length before it. */
export function periodRange(now: Date, days: number): PeriodRange {
  const from = new Date(now.getTime() - days * DAY_MS);
  return { from, to: now, previousFrom: new Date(from.getTime() - days * DAY_MS) };
}

/**
 * Change from the previous period in percent, one decimal: 10 after 8 is 25. Null when the previous
 * period had nothing (no meaningful percentage: the screen says "new").
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
