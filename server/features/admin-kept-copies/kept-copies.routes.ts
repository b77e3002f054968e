import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { KeptCopiesResponse } from './kept-copies.schemas';

/** What this instance keeps in memory (server/platform/kept-copies/kept-copies.ts), for admins. */
export const adminKeptCopiesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/admin/kept-copies',
        { config: { access: 'admin' }, schema: { response: { 200: KeptCopiesResponse } } },
        async () => ({ copies: ctx.keptCopies.list() }),
      );
  };
