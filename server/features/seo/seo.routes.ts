import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import { listPublishedPageSlugs } from '../pages/pages.repo';
import { listSitemapPosts } from '../blog/public-posts.service';
import { formSitemapEntries } from '../forms/forms.head';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { manifestRoute } from './structured-data';

/**
 * /robots.txt, /sitemap.xml and /manifest.webmanifest: plain files at the site root, outside /api (no
 * access declaration needed).
 */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
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
      const pages = await listPublishedPageSlugs(ctx.db);
      // Each blog post at its own address, paired with its translation's.
      const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
      const posts = (await listSitemapPosts(ctx.db)).map((p) => ({
        path: postPath(p.slug),
        lastmod: p.updatedAt,
        alternates: {
          [p.language]: postPath(p.slug),
          ...(p.translationSlug ? { [p.language === 'fr' ? 'en' : 'fr']: postPath(p.translationSlug) } : {}),
        },
      }));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(base, [...sitemapEntries(pages), ...posts, ...(await formSitemapEntries(ctx.db))]));
    });
  };
