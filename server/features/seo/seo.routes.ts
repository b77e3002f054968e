import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { robotsTxt, routeSitemapEntries, sitemapXml, type SitemapSource } from './sitemap';
import { manifestRoute } from './structured-data';

/**
 * /robots.txt, /sitemap.xml and /manifest.webmanifest: plain files at the site root, outside /api (no
 * access declaration needed). The sitemap lists the route list's pages, then the entries of each source
 * in `sources` (the content of the features that own it: pages, posts, forms).
 */
export const seoRoutes =
  (ctx: AppContext, sources: SitemapSource[]): FastifyPluginAsync =>
  async (app) => {
    const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');
    await app.register(manifestRoute(ctx));

    app.get('/robots.txt', async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(base)),
    );

    app.get('/sitemap.xml', async (_req, reply) => {
      const content = await Promise.all(sources.map((source) => source(ctx.db)));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(base, [...routeSitemapEntries(), ...content.flat()]));
    });
  };
