import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImageSearchQuery, ImageSearchResponse } from '@shared/content/media';
import type { AppContext } from '../../platform/context';
import { searchImages } from './image-search';

/** Image search for the editors' pickers (back-office.md §7). */
export const imagesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/images/search',
      {
        config: { access: 'staff' },
        schema: { querystring: ImageSearchQuery, response: { 200: ImageSearchResponse } },
      },
      async (req) =>
        searchImages(ctx.env, ctx.db, {
          query: req.query.query,
          source: req.query.source,
          perPage: req.query.per_page,
          locale: req.locale,
        }),
    );
  };
