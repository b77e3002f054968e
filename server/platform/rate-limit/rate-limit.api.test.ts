import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const limiters: RateLimiter[] = [];
afterAll(async () => {
  for (const l of limiters) await l.close();
});

/** The same behaviour from the in-process counters and from Redis (several app servers share it). */
const cases: [string, () => RateLimiter][] = [['in process', () => memoryRateLimiter()]];
if (redisUrl)
  cases.push(['Redis', () => redisRateLimiter(redisUrl, `vdc:test:${randomBytes(4).toString('hex')}:`)]);

describe.each(cases)('rate limiter (%s)', (_name, make) => {
  it('allows up to the limit in a window, then refuses with a retry delay', async () => {
    const limiter = make();
    limiters.push(limiter);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.peek('k', 3)).allowed).toBe(false);
    expect((await limiter.peek('other', 3)).allowed).toBe(true);
  });

  it('forgets a key that is reset', async () => {
    const limiter = make();
    limiters.push(limiter);
    for (let i = 0; i < 3; i++) await limiter.hit('r', 3, 60);
    await limiter.reset('r');
    expect((await limiter.hit('r', 3, 60)).count).toBe(1);
  });

  it('counts a growing delay atomically: 100 attempts at once, only the free ones pass', async () => {
    const limiter = make();
    limiters.push(limiter);
    const rule = { free: 5, baseSeconds: 30, maxSeconds: 900, windowSeconds: 3600 };
    const all = await Promise.all(Array.from({ length: 100 }, () => limiter.delay('d', rule)));
    expect(all.filter((r) => r.allowed)).toHaveLength(5);
    const next = await limiter.delay('d', rule);
    expect(next.allowed).toBe(false);
    expect(next.retryAfterSeconds).toBeGreaterThan(25);
    await limiter.reset('d');
    expect((await limiter.delay('d', rule)).allowed).toBe(true);
  });

  it('takes back one counted hit, never below zero', async () => {
    const limiter = make();
    limiters.push(limiter);
    await limiter.hit('u', 2, 60);
    await limiter.hit('u', 2, 60);
    await limiter.undo('u');
    expect((await limiter.hit('u', 2, 60)).allowed).toBe(true);
    await limiter.undo('none');
    expect((await limiter.peek('none', 1)).count).toBe(0);
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = make();
    limiters.push(limiter);
    const all = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('c', 10, 60)));
    expect(all.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe.skipIf(!redisUrl)('rate limiter windows in Redis', () => {
  it('expires the window', async () => {
    const limiter = redisRateLimiter(redisUrl!, `vdc:test:${randomBytes(4).toString('hex')}:`);
    limiters.push(limiter);
    await limiter.hit('w', 1, 1);
    expect((await limiter.hit('w', 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await limiter.hit('w', 1, 1)).allowed).toBe(true);
  });
});
