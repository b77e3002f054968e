import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

/**
 * How many donations are accepted in a window. Only accepted ones count: a refused or failed submission
 * gives its place back, so a donor who corrects a mistake is never turned away. One IP is often a
 * household or an office (several vehicles, one connection); the per-address limit keeps one inbox from
 * being flooded with confirmations by someone else.
 */
export const DONATION_LIMITS = [
  { name: 'donate:ip', limit: 20, windowSeconds: 3600, of: (who: Submitter) => who.ip },
  { name: 'donate:email', limit: 10, windowSeconds: 86_400, of: (who: Submitter) => who.email.toLowerCase() },
] as const;

export interface Submitter {
  ip: string;
  email: string;
}

/**
 * Runs `accept` (which stores the donation) inside the limits. Places are taken atomically before it
 * runs, so parallel submissions cannot all slip under a limit, and given back when it fails.
 */
export async function withinDonationLimits<T>(
  ctx: AppContext,
  who: Submitter,
  accept: () => Promise<T>,
): Promise<T> {
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((key) => ctx.rateLimiter.undo(key)));
  let wait = 0;
  for (const rule of DONATION_LIMITS) {
    const key = `${rule.name}:${rule.of(who)}`;
    const state = await ctx.rateLimiter.hit(key, rule.limit, rule.windowSeconds);
    taken.push(key);
    if (!state.allowed) wait = Math.max(wait, state.retryAfterSeconds, 1);
  }
  if (wait > 0) {
    await giveBack();
    const phone = String(await ctx.settings.get('business', 'phone'));
    throw new AppError('RATE_LIMITED', waitMessage(wait), { seconds: wait, count: waitCount(wait), phone });
  }
  try {
    return await accept();
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/** People read a wait in minutes, or in hours past an hour and a half; never in seconds. */
const waitMessage = (seconds: number) => (seconds > 90 * 60 ? 'donate:limit.hours' : 'donate:limit.minutes');
const waitCount = (seconds: number) =>
  seconds > 90 * 60 ? Math.round(seconds / 3600) : Math.max(1, Math.ceil(seconds / 60));
