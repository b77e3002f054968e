import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and refusal of state-changing requests sent from another site (CSRF). In
 * production the client's source maps stay on disk for the team and are not served (404).
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string, production = false) {
  if (production)
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.split('?')[0]!.endsWith('.map'))
        return reply.code(404).type('text/plain').send('Not found');
    });
  await app.register(helmet, {
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
        upgradeInsecureRequests: publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: publicUrl.startsWith('https://') ? { maxAge: 31536000 } : false,
  });

  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('FORBIDDEN_ORIGIN', 'api:forbiddenOrigin');
    if (!origin) return; // not a browser form/fetch: no ambient-cookie risk to guard against
    const host = req.headers['x-forwarded-host'] ?? req.headers.host;
    const own = new Set([`http://${host}`, `https://${host}`]);
    if (!allowed.has(origin) && !own.has(origin))
      throw new AppError('FORBIDDEN_ORIGIN', 'api:forbiddenOrigin');
  });
}
