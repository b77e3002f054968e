export { redisRateLimiter } from './rate-limit-redis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** A growing delay: `free` attempts, then one attempt per delay that doubles from `baseSeconds` to `maxSeconds`. */
export interface DelayRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  /** How long the attempts are remembered after the last one. */
  windowSeconds: number;
}

/**
 * Fixed-window counters and growing delays, in process by default or in Redis when REDIS_URL is set
 * (several app servers). Every call counts atomically before the caller checks anything, so parallel
 * attempts cannot all slip under the limit.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Takes back one hit counted before its outcome was known (a success that should not count). */
  undo(key: string): Promise<void>;
  /** Counts an attempt under a growing delay; refused attempts are not counted. */
  delay(key: string, rule: DelayRule): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  /** 'memory' for the in-process limiter; 'ok' or 'down' for Redis. */
  health(): Promise<'memory' | 'ok' | 'down'>;
  close(): Promise<void>;
}

/** The delay after the `n`-th attempt (1-based), in milliseconds; none before `free` attempts. */
export function delayAfter(n: number, rule: DelayRule): number {
  if (n < rule.free) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (n - rule.free)) * 1000;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number; nextAt: number }>();
  const current = (key: string) => {
    const b = buckets.get(key);
    if (b && b.resetAt <= now()) {
      buckets.delete(key);
      return undefined;
    }
    return b;
  };
  const open = (key: string, windowSeconds: number) => {
    let b = current(key);
    if (!b) {
      b = { count: 0, resetAt: now() + windowSeconds * 1000, nextAt: 0 };
      buckets.set(key, b);
      if (buckets.size > 50_000) for (const k of buckets.keys()) if (!current(k)) buckets.delete(k);
    }
    return b;
  };
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  return {
    async hit(key, limit, windowSeconds) {
      const b = open(key, windowSeconds);
      b.count += 1;
      return { allowed: b.count <= limit, count: b.count, retryAfterSeconds: seconds(b.resetAt - now()) };
    },
    async peek(key, limit) {
      const b = current(key);
      if (!b) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      return { allowed: b.count + 1 <= limit, count: b.count, retryAfterSeconds: seconds(b.resetAt - now()) };
    },
    async undo(key) {
      const b = current(key);
      if (b && b.count > 0) b.count -= 1;
    },
    async delay(key, rule) {
      const b = open(key, rule.windowSeconds);
      const t = now();
      if (t < b.nextAt) return { allowed: false, count: b.count, retryAfterSeconds: seconds(b.nextAt - t) };
      b.count += 1;
      const wait = delayAfter(b.count, rule);
      if (wait) b.nextAt = t + wait;
      b.resetAt = Math.max(t + rule.windowSeconds * 1000, b.nextAt);
      return { allowed: true, count: b.count, retryAfterSeconds: 0 };
    },
    async reset(key) {
      buckets.delete(key);
    },
    async health() {
      return 'memory';
    },
    async close() {},
  };
}

/**
 * Uses `primary` (Redis) while it answers and the in-process limiter while it does not, logging the
 * switch, so an outage slows nobody down with errors: limits then hold per app server until it is back.
 */
export function fallbackRateLimiter(
  primary: RateLimiter,
  fallback: RateLimiter,
  warn: (msg: string, err?: unknown) => void,
): RateLimiter {
  let down = false;
  const use = async <T>(call: (l: RateLimiter) => Promise<T>): Promise<T> => {
    try {
      const result = await call(primary);
      if (down) warn('rate limiter: Redis is back; counting in Redis again');
      down = false;
      return result;
    } catch (err) {
      if (!down) warn('rate limiter: Redis unreachable; counting in this process until it is back', err);
      down = true;
      return call(fallback);
    }
  };
  return {
    hit: (k, l, w) => use((x) => x.hit(k, l, w)),
    peek: (k, l) => use((x) => x.peek(k, l)),
    undo: (k) => use((x) => x.undo(k)),
    delay: (k, r) => use((x) => x.delay(k, r)),
    reset: (k) => use((x) => x.reset(k)),
    health: () => primary.health(),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
