import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';
import { addRouteHook } from '../http/route-hooks';

/** A limit declared where a route is registered: `config: { access, rateLimit: [rule, ...] }`. */
export interface RouteRateLimit {
  /** Key prefix, e.g. 'portal:code'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the count is per; the client's IP (Fastify's req.ip, TRUST_PROXY applied) by default. */
  per?: (req: FastifyRequest) => string;
  /** Only failures use up the allowance: every attempt is counted before the handler runs, and taken back when it succeeds. */
  failuresOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit[];
  }
  interface FastifyRequest {
    countedAttempts?: string[];
  }
}

export const rateLimitKey = (rule: RouteRateLimit, req: FastifyRequest) =>
  rule.per ? `${rule.name}:${rule.per(req)}` : ipRateLimitKey(rule, req.ip);

/** The key of a per-IP rule, for work outside the route that shares its allowance (a server render). */
export const ipRateLimitKey = (rule: RouteRateLimit, ip: string) => `${rule.name}:ip:${ip}`;

/** Throws 429 with the delay when a counted attempt is past its limit. */
export function refuseWhenLimited(state: { allowed: boolean; retryAfterSeconds: number }) {
  if (!state.allowed)
    throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: Math.max(1, state.retryAfterSeconds) });
}

/**
 * The one place route limits are checked. Counting happens before the handler (after the body is
 * parsed, so a limit can be per address), in one atomic step each, so parallel requests cannot all
 * pass a limit that only some of them fit under. Only the routes that declare limits get these hooks
 * (decided when each route is registered): the others pay nothing per request.
 */
export function registerRouteRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onRoute', (route) => {
    const rules = route.config?.rateLimit;
    if (!rules?.length) return;
    addRouteHook(route, 'preHandler', async (req: FastifyRequest) => {
      for (const rule of rules) {
        const key = rateLimitKey(rule, req);
        const state = await limiter.hit(key, rule.limit, rule.windowSeconds);
        if (rule.failuresOnly) (req.countedAttempts ??= []).push(key);
        refuseWhenLimited(state);
      }
    });
    if (!rules.some((rule) => rule.failuresOnly)) return;
    addRouteHook(route, 'onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.countedAttempts || reply.statusCode >= 400) return;
      for (const key of req.countedAttempts) await limiter.undo(key);
    });
  });
}
