import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { PublicSettingsResponse } from './settings.schemas';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/settings/public/all',
        { config: { access: 'public' }, schema: { response: { 200: PublicSettingsResponse } } },
        async () => ctx.settings.publicList(),
      );
  };
