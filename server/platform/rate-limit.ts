import { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters, in process by default or in Redis when REDIS_URL is set (several app servers). */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  peek(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const b = buckets.get(key);
    if (b && b.resetAt <= now()) {
      buckets.delete(key);
      return undefined;
    }
    return b;
  };
  const result = (count: number, limit: number, resetAt: number): RateLimitResult => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(0, Math.ceil((resetAt - now()) / 1000)),
  });
  return {
    async hit(key, limit, windowSeconds) {
      let b = current(key);
      if (!b) {
        b = { count: 0, resetAt: now() + windowSeconds * 1000 };
        buckets.set(key, b);
      }
      b.count += 1;
      if (buckets.size > 50_000) for (const k of buckets.keys()) if (!current(k)) buckets.delete(k);
      return result(b.count, limit, b.resetAt);
    },
    async peek(key, limit) {
      const b = current(key);
      return b ? result(b.count + 1, limit, b.resetAt) : { allowed: true, count: 0, retryAfterSeconds: 0 };
    },
    async reset(key) {
      buckets.delete(key);
    },
    async close() {},
  };
}

export function redisRateLimiter(url: string, prefix = 'vdc:rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowSeconds * 1000);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      const c = Number(count ?? 0) + 1;
      return { allowed: c <= limit, count: c - 1, retryAfterSeconds: Math.max(0, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
