import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './errors';
import { clientDistFolder } from './paths';

/** Adds route-specific tags to the HTML the server sends (title, description, canonical, alternates). */
export type HeadRenderer = (req: FastifyRequest) => Promise<string> | string;

/**
 * Serves the built client: hashed assets with a year-long cache (pre-compressed .br/.gz beside them),
 * and the SPA's HTML for every other non-API path. Unknown /api paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, renderHead?: HeadRenderer) {
  const indexPath = join(clientDistFolder, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDistFolder,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${join('client', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      throw new AppError('NOT_FOUND', 'api:routeNotFound', { method: req.method, url: req.url.split('?')[0] });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('NOT_FOUND', 'api:notFound');
    if (!template) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The client is not built. Run `npm run build` (or `npm run dev` for development).');
    }
    const head = renderHead ? await renderHead(req) : '';
    const html = template.replace('</head>', `${head}</head>`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
