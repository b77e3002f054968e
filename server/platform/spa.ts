import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from './errors';
import { clientDistFolder } from './paths';

/** Route-specific head tags; `lang` replaces the template's `<html lang>`, `status` the 200 (404 for a missing page). */
export interface RenderedHead {
  head: string;
  lang?: string;
  status?: number;
}

/** Adds route-specific tags to the HTML the server sends (title, description, canonical, alternates). */
export type HeadRenderer = (req: FastifyRequest) => Promise<string | RenderedHead> | string | RenderedHead;

/** The template with the rendered head; a rendered title or description replaces the template's default one. */
export function applyHead(template: string, rendered: string | RenderedHead): string {
  const { head, lang } = typeof rendered === 'string' ? { head: rendered, lang: undefined } : rendered;
  let html = lang ? template.replace(/<html\s+lang="[^"]*"/, `<html lang="${lang}"`) : template;
  if (head.includes('<title>')) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
  if (head.includes('<meta name="description"'))
    html = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  return html.replace('</head>', `${head}</head>`);
}

const NOT_BUILT_TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" /><title>Vehicle Donation Canada</title></head>' +
  '<body><p>The client is not built. Run `npm run build` (or `npm run dev` for development).</p></body></html>';

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
      // A folder (`/` above all) is a page, not a file listing: the SPA answers it.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${join('client', 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  // Without a build the head is still rendered (API tests read it) around a message saying so.
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : NOT_BUILT_TEMPLATE;

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      throw new AppError('NOT_FOUND', 'api:routeNotFound', {
        method: req.method,
        url: req.url.split('?')[0],
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('NOT_FOUND', 'api:notFound');
    const rendered = renderHead ? await renderHead(req) : '';
    const status = typeof rendered === 'string' ? 200 : (rendered.status ?? 200);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language') // the head's language follows the request's
      .send(applyHead(template, rendered));
  });
}
