import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { projectRoot } from '../../platform/paths';

const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
});

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/health',
        { config: { access: 'public' }, schema: { response: { 200: HealthResponse } } },
        async () => {
          let ok = true;
          try {
            await ctx.db.execute(sql`select 1`);
          } catch {
            ok = false;
          }
          return {
            status: ok ? ('ok' as const) : ('degraded' as const),
            database: ctx.database.kind,
            version,
          };
        },
      );
  };
