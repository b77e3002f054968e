/**
 * Auction rules both sides use (public-site.md §5, §9; DECISIONS §11). Amounts are integer cents.
 */

/** Default length of a new auction and the default minimum bid (back-office.md §9). */
export const DEFAULT_AUCTION_DAYS = 7;
export const DEFAULT_MINIMUM_BID_CENTS = 50_000;
/** The smallest raise over the current high bid. */
export const MIN_INCREMENT_CENTS = 1;
/** Quick-bid raises offered over the required bid, in dollars. */
export const QUICK_BID_STEPS = [50, 100, 250, 500, 1000] as const;
/** A bid this close to the end pushes the end back by the same span (anti-sniping). */
export const SNIPE_WINDOW_MS = 2 * 60_000;
/** How many of the latest bids a dealer sees. */
export const LATEST_BIDS_SHOWN = 5;

/** The least a bid may be: max(current high + $0.01, minimum bid). With no bid yet, the minimum. */
export function requiredBidCents(currentHighCents: number, minimumCents: number, bidCount: number): number {
  if (bidCount === 0 || currentHighCents <= 0) return minimumCents;
  return Math.max(currentHighCents + MIN_INCREMENT_CENTS, minimumCents);
}

/** The quick bids shown in the Place Bid dialog: the required bid plus each step. */
export function quickBidsCents(requiredCents: number): number[] {
  return QUICK_BID_STEPS.map((step) => requiredCents + step * 100);
}

/**
 * The end after a bid placed at `now`: unchanged, or `now + SNIPE_WINDOW_MS` when the bid came
 * within the last SNIPE_WINDOW_MS.
 */
export function endAfterBid(end: Date, now: Date): Date {
  const left = end.getTime() - now.getTime();
  if (left > SNIPE_WINDOW_MS) return end;
  return new Date(now.getTime() + SNIPE_WINDOW_MS);
}

export type TimeLeft =
  | { kind: 'ended' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number };

/** Time left as the spec shows it: days/hours, hours/minutes or minutes, or "Auction ended". */
export function timeLeft(end: Date | string, now: Date = new Date()): TimeLeft {
  const ms = new Date(end).getTime() - now.getTime();
  if (ms <= 0) return { kind: 'ended' };
  const totalMinutes = Math.floor(ms / 60_000);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return { kind: 'days', days, hours };
  if (hours > 0) return { kind: 'hours', hours, minutes };
  return { kind: 'minutes', minutes: Math.max(1, minutes) };
}

export type AuctionOutcome =
  | { kind: 'sold'; bidId: number; dealerId: number; amountCents: number }
  | { kind: 'reserveNotMet'; highestCents: number }
  | { kind: 'noBids' };

/** The highest bid wins when it reaches the reserve (DECISIONS §11); otherwise the vehicle is unsold. */
export function auctionOutcome(
  highest: { id: number; dealerId: number; amountCents: number } | null,
  reserveCents: number | null,
): AuctionOutcome {
  if (!highest) return { kind: 'noBids' };
  if (reserveCents !== null && highest.amountCents < reserveCents)
    return { kind: 'reserveNotMet', highestCents: highest.amountCents };
  return { kind: 'sold', bidId: highest.id, dealerId: highest.dealerId, amountCents: highest.amountCents };
}

/** How long a closed auction stays on the dealers' page with its outcome (a won one stays). */
export const CLOSED_SHOWN_DAYS = 14;
