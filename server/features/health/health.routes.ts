import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { projectRoot } from '../../platform/paths';
import { reachable } from './reachable';

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

const Check = z.enum(['ok', 'down']);
const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
  /**
   * Each dependency the configuration names; Redis and SMTP only when configured; storage when files
   * go to the data folder (a small file written and removed: a full or read-only disk says "down").
   */
  checks: z.object({
    database: Check,
    redis: Check.optional(),
    smtp: Check.optional(),
    storage: Check.optional(),
  }),
});

/** A database that takes longer than this to answer `select 1` is reported down, not waited for. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

async function databaseCheck(ctx: AppContext): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>(
    (resolve) => (timer = setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, 'down')),
  );
  const answer = ctx.db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Checks = z.infer<typeof HealthResponse>['checks'];

/** How long a finished check answers for: load balancers ask every few seconds, a load test thousands of times. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

/**
 * The dependencies checked at most once a second, however many ask: every request that arrives while a
 * check runs, or within a second after it finished, gets that check's result. A health endpoint must not
 * become the load it reports on (one database round trip per request halved the requests an instance
 * could answer), and an answer a second old is as good to a load balancer.
 */
function sharedChecks(ctx: AppContext, now: () => number = Date.now) {
  let last: { at: number; checks: Promise<Checks> } | undefined;
  const run = async (): Promise<Checks> => {
    const [database, limiter, smtp, storage] = await Promise.all([
      databaseCheck(ctx),
      ctx.rateLimiter.health(),
      ctx.env.SMTP_URL ? reachable(ctx.env.SMTP_URL, 25) : Promise.resolve(undefined),
      ctx.storage.check(),
    ]);
    return {
      database,
      ...(limiter === 'memory' ? {} : { redis: limiter }),
      ...(smtp ? { smtp } : {}),
      ...(storage ? { storage } : {}),
    };
  };
  return (): Promise<Checks> => {
    // `at` is when the check finished (or started, while it runs): a running check is always shared.
    if (last && now() - last.at <= HEALTH_CHECK_MAX_AGE_MS) return last.checks;
    const entry = { at: Number.POSITIVE_INFINITY, checks: run() };
    last = entry;
    void entry.checks.finally(() => (entry.at = now()));
    return entry.checks;
  };
}

/**
 * 200 while the database answers (a missing Redis or SMTP server, or a full disk, stops only what
 * needs it: status "degraded"); 503 without the database.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const check = sharedChecks(ctx);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { response: { 200: HealthResponse, 503: HealthResponse } },
      },
      async (_req, reply) => {
        const checks = await check();
        const ok = Object.values(checks).every((c) => c === 'ok');
        return reply.status(checks.database === 'ok' ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: ctx.database.kind,
          version,
          checks,
        });
      },
    );
  };
