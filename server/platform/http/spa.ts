import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../errors';
import { createPageEncoder } from './page-compression';
import { clientDistFolder } from '../paths';
import { underApi } from './security';
import { sessionCookieValue } from '../session/session';

/**
 * Route-specific head tags; `lang` replaces the template's `<html lang>`, `status` the 200 (404 for a
 * missing page). `body`, when the page was rendered on the server, goes inside `<div id="root">`; such
 * a page may carry the visitor's own data (signed-in menu), so it is never kept by a shared cache.
 */
export interface RenderedHead {
  head: string;
  lang?: string;
  status?: number;
  body?: string;
  /** Markup placed right after the root element (the state the browser hydrates from). */
  afterRoot?: string;
  /** With `body`: module scripts the page needs, fetched after its first paint (see deferScripts). */
  modules?: string[];
  /** Kept for every signed-out visitor (page-cache.ts): a shared cache or CDN may keep it too. */
  shared?: boolean;
}

/**
 * A signed-out public page, for a CDN or shared cache in front: a browser keeps it a minute, a shared
 * cache five (and serves it ten more while it asks again). A change shows within that time.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * A server-rendered page is readable before any script runs, so its scripts should not compete with its
 * stylesheets for a slow connection: the entry script and every module preload move into /boot.js
 * (client/public/boot.js), which adds them once the page has painted.
 */
export function deferScripts(html: string, modules: readonly string[]): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const stripped = html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const all = [...new Set([...preloads, ...modules])].filter((href) => href !== entry[1]);
  const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${all.join(' ')}"></script>`;
  return stripped.replace('</head>', () => `${boot}</head>`);
}

/** Adds route-specific tags to the HTML the server sends (title, description, canonical, alternates). */
export type HeadRenderer = (req: FastifyRequest) => Promise<string | RenderedHead> | string | RenderedHead;

/** The template with the rendered head; a rendered title or description replaces the template's default one. */
export function applyHead(template: string, rendered: string | RenderedHead): string {
  const { head, lang, body, afterRoot, modules } =
    typeof rendered === 'string' ? { head: rendered } : rendered;
  let html = lang ? template.replace(/<html\s+lang="[^"]*"/, `<html lang="${lang}"`) : template;
  if (head.includes('<title>')) html = html.replace(/\s*<title>[^<]*<\/title>/, '');
  if (head.includes('<meta name="description"'))
    html = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  html = html.replace('</head>', () => `${head}</head>`);
  // The scripts move before the page's markup goes in: the regular expressions then read the template only.
  if (body) html = deferScripts(html, modules ?? []);
  if (body || afterRoot) {
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root">${body ?? ''}</div>${afterRoot ?? ''}`,
    );
  }
  return html;
}

const NOT_BUILT_TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" /><title>Vehicle Donation Canada</title></head>' +
  '<body><p>The client is not built. Run `npm run build` (or `npm run dev` for development).</p>' +
  '<div id="root"></div></body></html>';

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
      // One route per built file, listed once at start (the build does not change while the server runs):
      // a page's address then matches no route and goes straight to the page handler below, instead of
      // through a catch-all route that looked for a file of that name on disk (a stat per page request).
      wildcard: false,
      preCompressed: true,
      // The Cache-Control below is the file's: send's own (public, max-age=0) was written over it.
      cacheControl: false,
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
  const pages = createPageEncoder();
  // An answer that sets a cookie (a session, a language) is the visitor's own: never kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    if (reply.hasHeader('set-cookie') && String(reply.getHeader('cache-control')).startsWith('public'))
      reply.header('cache-control', 'private, no-cache');
  });

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    // Decided on the path as the router read it (`/%61pi/x` is under /api), not on the raw string.
    if (underApi(req.url)) {
      throw new AppError('NOT_FOUND', 'api:routeNotFound', {
        method: req.method,
        url: req.url.split('?')[0],
      });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new AppError('NOT_FOUND', 'api:notFound');
    const rendered = renderHead ? await renderHead(req) : '';
    const status = typeof rendered === 'string' ? 200 : (rendered.status ?? 200);
    const serverRendered = typeof rendered !== 'string' && Boolean(rendered.body);
    // Shared only when the page is the signed-out one and the request carries no session at all.
    const shared =
      typeof rendered !== 'string' &&
      rendered.shared === true &&
      status === 200 &&
      sessionCookieValue(req.headers.cookie) === null;
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header(
        'cache-control',
        shared ? SHARED_PAGE_CACHE_CONTROL : serverRendered ? 'private, no-cache' : 'no-cache',
      )
      // The page's language follows the request's; its encoding too.
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding');
    const { html, compressed } = pages.page(rendered, req.headers, (parts) => applyHead(template, parts));
    if (!compressed) return reply.send(html);
    return reply.header('content-encoding', compressed.encoding).send(compressed.body);
  });
}
