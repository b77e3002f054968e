import type { FastifyRequest } from 'fastify';

/** Methods that change nothing: never refused for where they come from. Every other method is checked. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authorised by a token the request carries (a signed link), never by the session
     * cookie, so a request sent from another site is answered: a mail provider's one-click unsubscribe
     * POST comes from anywhere. Every other route refuses unsafe requests from another origin.
     */
    acceptsOtherOrigins?: boolean;
  }
}

/**
 * Whether an unsafe request (POST, PUT, PATCH, DELETE, ...) comes from a page of another origin, which a
 * browser would have sent with the visitor's cookies (CSRF). Another origin of the same site (another
 * port or sub-domain, which SameSite=Lax cookies do not keep apart) counts as foreign.
 *
 * - `Sec-Fetch-Site` (sent by every current browser) must say `same-origin`, or `none` (the visitor's
 *   own action in the browser, such as a bookmark).
 * - `Origin`, when sent, must be this site's: `PUBLIC_URL`'s origin, or the one the request was sent to
 *   (its scheme and Host). `X-Forwarded-Host` and `X-Forwarded-Proto` count only from a hop TRUST_PROXY
 *   trusts (Fastify's `req.host` and `req.protocol`): any other client could write them to match its
 *   own Origin. `Origin: null` (a sandboxed frame, a redirect across sites) is foreign.
 * - Neither header: not a page in a browser (every browser this site supports sends `Origin` on unsafe
 *   requests), so there are no ambient cookies to abuse: scripts, mail providers, health probes.
 */
export function fromOtherOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const given = origin.toLowerCase();
  if (given === publicOrigin) return false;
  return given !== `${req.protocol}://${req.host}`.toLowerCase();
}
