import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler';
import { delayAfter, fallbackRateLimiter, memoryRateLimiter, type RateLimiter } from './rate-limit';
import { registerRouteRateLimits } from './rate-limit-route';

const rule = { free: 3, baseSeconds: 30, maxSeconds: 600, windowSeconds: 3600 };

describe('growing delay', () => {
  it('doubles the wait after the free attempts, up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => delayAfter(n, rule) / 1000)).toEqual([
      0, 0, 30, 60, 120, 240, 600,
    ]);
  });

  it('refuses attempts during the wait without counting them, then allows one', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect((await limiter.delay('u', rule)).allowed).toBe(true);
    const refused = await limiter.delay('u', rule);
    expect(refused).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 30 });
    now += 30_000;
    expect(await limiter.delay('u', rule)).toMatchObject({ allowed: true, count: 4 });
    now += 59_000;
    expect((await limiter.delay('u', rule)).allowed).toBe(false);
    now += 1_000;
    expect((await limiter.delay('u', rule)).allowed).toBe(true);
  });

  it('lets exactly the free attempts through when they arrive at once', async () => {
    const limiter = memoryRateLimiter();
    const all = await Promise.all(Array.from({ length: 50 }, () => limiter.delay('p', rule)));
    expect(all.filter((r) => r.allowed)).toHaveLength(3);
  });
});

describe('route limits', () => {
  async function appWith(limiter: RateLimiter) {
    const app = Fastify();
    registerErrorHandler(app);
    registerRouteRateLimits(app, limiter);
    app.get<{ Querystring: { ok?: string } }>(
      '/guess',
      { config: { rateLimit: [{ name: 'g', limit: 3, windowSeconds: 60, failuresOnly: true }] } },
      async (req, reply) => (req.query.ok ? { ok: true } : reply.status(404).send({ ok: false })),
    );
    return app;
  }

  it('takes back successes, so only failures use up the allowance', async () => {
    const app = await appWith(memoryRateLimiter());
    for (let i = 0; i < 10; i++) expect((await app.inject('/guess?ok=1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await app.inject('/guess')).statusCode).toBe(404);
    const refused = await app.inject('/guess?ok=1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('falls back to counting in process, with one warning, when the shared limiter fails', async () => {
    const broken: RateLimiter = {
      ...memoryRateLimiter(),
      hit: () => Promise.reject(new Error('connection refused')),
      undo: () => Promise.reject(new Error('connection refused')),
    };
    const warnings: string[] = [];
    const app = await appWith(fallbackRateLimiter(broken, memoryRateLimiter(), (m) => warnings.push(m)));
    for (let i = 0; i < 3; i++) expect((await app.inject('/guess')).statusCode).toBe(404);
    expect((await app.inject('/guess')).statusCode).toBe(429);
    expect(warnings).toHaveLength(1);
  });
});
