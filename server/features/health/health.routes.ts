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
  /** Each dependency the configuration names; Redis and SMTP only when configured. */
  checks: z.object({ database: Check, redis: Check.optional(), smtp: Check.optional() }),
});

async function databaseCheck(ctx: AppContext): Promise<'ok' | 'down'> {
  try {
    await ctx.db.execute(sql`select 1`);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** 200 while the database answers (a missing Redis or SMTP server slows nothing: status "degraded"); 503 without it. */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { response: { 200: HealthResponse, 503: HealthResponse } },
      },
      async (_req, reply) => {
        const [database, limiter, smtp] = await Promise.all([
          databaseCheck(ctx),
          ctx.rateLimiter.health(),
          ctx.env.SMTP_URL ? reachable(ctx.env.SMTP_URL, 25) : Promise.resolve(undefined),
        ]);
        const checks = {
          database,
          ...(limiter === 'memory' ? {} : { redis: limiter }),
          ...(smtp ? { smtp } : {}),
        };
        const ok = Object.values(checks).every((c) => c === 'ok');
        return reply.status(database === 'ok' ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          database: ctx.database.kind,
          version,
          checks,
        });
      },
    );
  };
