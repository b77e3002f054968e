import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';

const PublicSettings = z.array(z.object({ category: z.string(), key: z.string(), value: z.string() }));

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/settings/public/all',
        { config: { access: 'public' }, schema: { response: { 200: PublicSettings } } },
        async () => ctx.settings.publicList(),
      );
  };
