import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { migrationsFolder } from '../../platform/paths';
import { databaseCheck, sharedCheck } from './health-checks';

const LiveResponse = z.object({ status: z.literal('ok') });
const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    /** Every migration this code ships is recorded in the database. */
    migrations: z.enum(['applied', 'pending', 'unknown']),
    /** SIGTERM arrived: requests are still served while the load balancer takes this instance out. */
    draining: z.boolean(),
  }),
});

/** The `when` of the newest migration this code ships (drizzle records it as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Once seen applied, migrations stay applied: later probes ask nothing. */
function migrationsCheck(ctx: AppContext) {
  const wanted = newestMigration();
  let applied = false;
  return async (): Promise<'applied' | 'pending' | 'unknown'> => {
    if (applied) return 'applied';
    try {
      const result = (await ctx.db.execute(
        sql`select coalesce(max(created_at), 0)::float8 as at from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { at: number }[] };
      applied = Number(result.rows[0]?.at ?? 0) >= wanted;
      return applied ? 'applied' : 'pending';
    } catch {
      return 'unknown';
    }
  };
}

/**
 * Probes for an orchestrator or load balancer. `/api/health/live`: the process answers (restart it
 * if not); nothing is asked of the database, so an outage does not restart every instance.
 * `/api/health/ready`: send it traffic: the database answers, every migration is applied and no
 * SIGTERM has arrived. `/api/health` stays the operator's view of every dependency.
 */
export const probeRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const migrations = migrationsCheck(ctx);
    const ready = sharedCheck(async () => {
      const [database, applied] = await Promise.all([databaseCheck(ctx), migrations()]);
      return { database, migrations: applied };
    });

    r.get(
      '/api/health/live',
      { config: { access: 'public' }, schema: { response: { 200: LiveResponse } } },
      async () => ({ status: 'ok' as const }),
    );

    r.get(
      '/api/health/ready',
      { config: { access: 'public' }, schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } },
      async (_req, reply) => {
        const draining = ctx.lifecycle.draining;
        const checks = { ...(await ready()), draining };
        const ok = !draining && checks.database === 'ok' && checks.migrations === 'applied';
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not-ready', checks });
      },
    );
  };
