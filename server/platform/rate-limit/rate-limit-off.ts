import type { RateLimiter, RateLimitResult } from './rate-limit';

/**
 * The limiter with every limit lifted (RATE_LIMITS=off): `npm run bench` measures what the server can
 * do, which per-visitor limits would otherwise hide. Counting calls allow everything; the rest (reset,
 * health, close) goes to the real limiter. env.ts refuses it in production.
 */
export function withoutLimits(limiter: RateLimiter): RateLimiter {
  const allowed = async (): Promise<RateLimitResult> => ({ allowed: true, count: 0, retryAfterSeconds: 0 });
  return { ...limiter, hit: allowed, peek: allowed, delay: allowed };
}
