import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';
import { fromOtherOrigin, SAFE_METHODS } from './security-origin';

/** Our helmet configuration; its headers are the same for every answer. */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31536000 } : false,
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** An /api route that answers an HTML page (a printable export) gives it a page's security headers. */
    asDocument(): FastifyReply;
  }
}

/**
 * What an API answer (JSON, a file to download) keeps of them: nothing runs or frames it
 * (`default-src 'none'`), it is not sniffed into another type, not read by another site, and served
 * over HTTPS. The others (cross-origin opener, origin-agent cluster, DNS prefetch, legacy IE and Flash
 * switches, and a policy that lets a page load its own scripts and styles) only mean something for a
 * page a browser shows: setting eleven headers on every answer cost a tenth of a small API request.
 */
const API_HEADERS: Record<string, string | undefined> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': undefined,
  'cross-origin-resource-policy': undefined,
  'x-frame-options': 'DENY',
  'strict-transport-security': undefined,
};

/** Headers of an answer that are not helmet's. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, read once from a throwaway instance: the same values as
 * registering @fastify/helmet, which rebuilt them (parsing the CSP directives) on every request.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !NOT_SECURITY.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}

/**
 * Whether a path no route answers is under /api, read as the router reads it: percent-decoded (the
 * router answers `/%61pi/x` as `/api/x`), case and slashes as sent (it does not fold those).
 */
export function underApi(url: string): boolean {
  const query = url.indexOf('?');
  let path = query < 0 ? url : url.slice(0, query);
  if (path.includes('%'))
    try {
      path = decodeURIComponent(path);
    } catch {
      // not a valid encoding: the router refuses it as well
    }
  return path === '/api' || path.startsWith('/api/');
}

type Hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;

/**
 * Security headers, and refusal of state-changing requests sent from another origin (CSRF). Both are
 * decided on what the router matched, never on the URL as written: the router decodes `%61` and
 * routes `/%61pi/...` to the `/api/...` handler, so a test of the raw string would let it through.
 * - Headers: each route gets the API's or a page's when it is registered (from its own pattern);
 *   a request no route answers gets them from its decoded path.
 * - Origin: every unsafe method (anything but GET, HEAD, OPTIONS) is checked whatever its path,
 *   routed or not, unless its route declares `config: { acceptsOtherOrigins: true }`
 *   (security-origin.ts).
 * In production the client's source maps stay on disk for the team and are not served (404).
 */
export async function registerSecurity(
  app: FastifyInstance,
  publicUrl: string,
  production = false,
): Promise<{ apiHeaders: [string, string][] }> {
  const documentHeaders = await securityHeaders(helmetOptions(publicUrl));
  const apiHeaders = documentHeaders.flatMap(([name, value]): [string, string][] =>
    name in API_HEADERS ? [[name, API_HEADERS[name] ?? value]] : [],
  );
  const publicOrigin = new URL(publicUrl).origin;
  app.decorateReply('asDocument', function (this: FastifyReply) {
    for (const [name, value] of documentHeaders) this.header(name, value);
    return this;
  });
  const headersOf = (api: boolean) => (api ? apiHeaders : documentHeaders);
  const setHeaders = (reply: FastifyReply, api: boolean) => {
    for (const [name, value] of headersOf(api)) reply.header(name, value);
  };
  const withApiHeaders: Hook = (_req, reply, done) => {
    setHeaders(reply, true);
    done();
  };
  const withPageHeaders: Hook = (_req, reply, done) => {
    setHeaders(reply, false);
    done();
  };
  const notServed: Hook = (_req, reply) => {
    reply.code(404).type('text/plain').send('Not found');
  };

  app.addHook('onRoute', (route) => {
    // First of the route's own hooks, so an answer of its access check carries them too.
    if (production && route.url.endsWith('.map')) addRouteHook(route, 'onRequest', notServed, 'first');
    addRouteHook(
      route,
      'onRequest',
      route.url.startsWith('/api/') ? withApiHeaders : withPageHeaders,
      'first',
    );
  });

  app.addHook('onRequest', (req, reply, done) => {
    if (req.is404) setHeaders(reply, underApi(req.url));
    if (SAFE_METHODS.has(req.method) || !fromOtherOrigin(req, publicOrigin)) return done();
    // Refused, unless the route takes requests from anywhere (read only on this rare path).
    const route = req.routeOptions;
    if (route.config?.acceptsOtherOrigins) return done();
    // The route's own hooks, which set its headers, do not run after this refusal.
    if (!req.is404) setHeaders(reply, route.url?.startsWith('/api/') ?? false);
    done(new AppError('FORBIDDEN_ORIGIN', 'api:forbiddenOrigin'));
  });
  return { apiHeaders };
}
