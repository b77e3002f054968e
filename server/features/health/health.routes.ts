import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { projectRoot } from '../../platform/paths';
import { databaseCheck, sharedCheck } from './health-checks';
import { probeRoutes } from './probes.routes';
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
   * go to the data folder or an S3 bucket (a small file or object written and removed: a full or
   * read-only disk, or an unreachable or missing bucket, says "down").
   */
  checks: z.object({
    database: Check,
    redis: Check.optional(),
    smtp: Check.optional(),
    storage: Check.optional(),
  }),
});

type Checks = z.infer<typeof HealthResponse>['checks'];

export { HEALTH_CHECK_MAX_AGE_MS } from './health-checks';

/** The dependencies the configuration names, checked together (see sharedCheck). */
function sharedChecks(ctx: AppContext) {
  return sharedCheck(async (): Promise<Checks> => {
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
  });
}

/**
 * 200 while the database answers (a missing Redis or SMTP server, or a full disk, stops only what
 * needs it: status "degraded"); 503 without the database.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const check = sharedChecks(ctx);
    await app.register(probeRoutes(ctx));
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
