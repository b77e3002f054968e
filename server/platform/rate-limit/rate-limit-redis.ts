import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limit';

// One script per operation, so each is a single atomic step in Redis whatever the other app servers do.
const HIT = `
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
return {n, redis.call('PTTL', KEYS[1])}`;

const UNDO = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// Hash {n, next}: attempts counted and the time (ms, Redis clock) before which the next one is refused.
const DELAY = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return {0, n, nextAt - now} end
n = n + 1
local free, base, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local keep = window * 1000
if n >= free then
  local wait = math.floor(math.min(max, base * 2 ^ (n - free)) * 1000)
  redis.call('HSET', KEYS[1], 'next', now + wait)
  keep = math.max(keep, wait)
end
redis.call('HSET', KEYS[1], 'n', n)
redis.call('PEXPIRE', KEYS[1], keep)
return {1, n, 0}`;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Counters in Redis. Commands fail at once while Redis is unreachable (no offline queue, short
 * connect timeout), so the caller can fall back instead of keeping a donor waiting.
 */
export function redisRateLimiter(url: string, prefix = 'vdc:rl:', connectTimeoutMs = 1000): RateLimiter {
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  redis.on('error', () => {}); // reported through the failing commands and /api/health
  let first: Promise<void> | null = new Promise<void>((resolve) => {
    const done = () => resolve();
    redis.once('ready', done);
    setTimeout(done, connectTimeoutMs).unref();
  });
  const ready = async () => {
    if (first) await first;
    first = null;
  };
  const run = async <T>(script: string, key: string, args: (string | number)[]) => {
    await ready();
    return (await redis.eval(script, 1, prefix + key, ...args)) as T;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = await run<[number, number]>(HIT, key, [windowSeconds]);
      return { allowed: count <= limit, count, retryAfterSeconds: seconds(ttl) };
    },
    async peek(key, limit) {
      await ready();
      const [count, ttl] =
        (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) ?? [];
      const c = Number(count?.[1] ?? 0);
      return { allowed: c + 1 <= limit, count: c, retryAfterSeconds: seconds(Number(ttl?.[1] ?? 0)) };
    },
    async undo(key) {
      await run(UNDO, key, []);
    },
    async delay(key, rule) {
      const [ok, count, wait] = await run<[number, number, number]>(DELAY, key, [
        rule.free,
        rule.baseSeconds,
        rule.maxSeconds,
        rule.windowSeconds,
      ]);
      return { allowed: ok === 1, count, retryAfterSeconds: seconds(wait) };
    },
    async reset(key) {
      await ready();
      await redis.del(prefix + key);
    },
    async health() {
      try {
        await ready();
        await redis.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
