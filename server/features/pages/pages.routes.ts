import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { PageResponse, PageSlugParams } from './pages.schemas';
import { getPageForVisitor } from './pages.service';

/** Content pages. The blog routes listed in shared/permissions.ts belong to the blog feature. */
export const pagesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/pages/slug/:slug',
        { config: { access: 'public' }, schema: { params: PageSlugParams, response: { 200: PageResponse } } },
        async (req) => getPageForVisitor(ctx.db, { slug: req.params.slug, locale: req.locale }),
      );
  };
