import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { listPublishedPageSlugs } from '../pages/pages.repo';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** /robots.txt and /sitemap.xml: plain files at the site root, outside /api (no access declaration needed). */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');

    app.get('/robots.txt', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(base)),
    );

    app.get('/sitemap.xml', async (_req, reply) => {
      const pages = await listPublishedPageSlugs(ctx.db);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(base, sitemapEntries(pages)));
    });
  };
