/** When payouts run (decision 020): weekly on Mondays or monthly on the 1st, from the settings. */
export const PAYOUT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

/** True when `day` (YYYY-MM-DD) is a payout day. */
export function isPayoutDay(day: string, frequency: PayoutFrequency): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return frequency === 'weekly' ? date.getUTCDay() === 1 : date.getUTCDate() === 1;
}

/** The next payout day after `today` (YYYY-MM-DD), as YYYY-MM-DD. */
export function nextPayoutDay(today: string, frequency: PayoutFrequency): string {
  const date = new Date(`${today}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (!isPayoutDay(date.toISOString().slice(0, 10), frequency));
  return date.toISOString().slice(0, 10);
}

/** A payout's number as printed: P2026-0007. */
export const payoutReference = (year: number, number: number) =>
  `P${year}-${String(number).padStart(4, '0')}`;
