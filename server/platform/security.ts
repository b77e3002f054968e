import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * Security headers, and refusal of state-changing requests sent from another site (CSRF). In
 * production the client's source maps stay on disk for the team and are not served (404).
 */
export async function registerSecurity(
  app: FastifyInstance,
  publicUrl: string,
  production = false,
): Promise<{ apiHeaders: [string, string][] }> {
  if (production)
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.split('?')[0]!.endsWith('.map'))
        return reply.code(404).type('text/plain').send('Not found');
    });
  const documentHeaders = await securityHeaders(helmetOptions(publicUrl));
  const apiHeaders = documentHeaders.flatMap(([name, value]): [string, string][] =>
    name in API_HEADERS ? [[name, API_HEADERS[name] ?? value]] : [],
  );
  const allowed = new Set([new URL(publicUrl).origin]);
  app.decorateReply('asDocument', function (this: FastifyReply) {
    for (const [name, value] of documentHeaders) this.header(name, value);
    return this;
  });

  // One synchronous hook: the headers (a route may still replace one, as media files do), then the origin check.
  app.addHook('onRequest', (req, reply, done) => {
    const api = req.url.startsWith('/api/');
    for (const [name, value] of api ? apiHeaders : documentHeaders) reply.header(name, value);
    if (!api || SAFE_METHODS.has(req.method)) return done();
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') return done(new AppError('FORBIDDEN_ORIGIN', 'api:forbiddenOrigin'));
    if (!origin) return done(); // not a browser form/fetch: no ambient-cookie risk to guard against
    const host = req.headers['x-forwarded-host'] ?? req.headers.host;
    if (!allowed.has(origin) && origin !== `http://${host}` && origin !== `https://${host}`)
      return done(new AppError('FORBIDDEN_ORIGIN', 'api:forbiddenOrigin'));
    done();
  });
  return { apiHeaders };
}
