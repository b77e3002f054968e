import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ROUTES, POLICIES, allows, type Policy } from '@shared/permissions';
import type { AppContext } from './context';
import { AppError } from './errors';
import { localeFromHeader, type Locale } from './i18n';
import { resolveSessionUser, type SessionUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; must match shared/permissions.ts. */
    access?: Policy;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The signed-in user, resolved once per request (null when signed out). */
    currentUser(): Promise<SessionUser | null>;
  }
  interface FastifyInstance {
    registeredApiRoutes: { method: string; url: string; access: Policy }[];
  }
}

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHENTICATED', 'api:unauthenticated');
  return user;
}

/** Entries of API_ROUTES that no registered route answers. */
export function unregisteredApiRoutes(registered: readonly { method: string; url: string }[]): string[] {
  const keys = new Set(registered.map((r) => `${r.method} ${r.url}`));
  return Object.keys(API_ROUTES).filter((key) => !keys.has(key));
}

/**
 * Every /api route declares its policy where it is registered; a missing or different declaration
 * stops start-up. Guarded routes answer 401 (signed out) or 403 (wrong role) before anything else runs.
 */
export function registerAccessControl(app: FastifyInstance, ctx: AppContext) {
  app.decorate('registeredApiRoutes', []);
  app.decorateRequest('locale', 'en');
  app.decorateRequest('currentUser', async () => null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      const declared = route.config?.access;
      if (!declared || !(declared in POLICIES)) throw new Error(`Route ${key} declares no access policy`);
      if (API_ROUTES[key] !== declared) {
        throw new Error(
          `Route ${key} declares "${declared}" but shared/permissions.ts says "${API_ROUTES[key]}"`,
        );
      }
      app.registeredApiRoutes.push({ method, url: route.url, access: declared });
    }
  });

  // The other direction: an entry in the table with no route behind it fails start-up too.
  app.addHook('onReady', async () => {
    const missing = unregisteredApiRoutes(app.registeredApiRoutes);
    if (missing.length > 0)
      throw new Error(`shared/permissions.ts lists routes that are not registered: ${missing.join(', ')}`);
  });

  // Synchronous for public routes and pages (most requests): no promise unless the route is guarded.
  app.addHook('onRequest', (req: FastifyRequest, _reply, done) => {
    req.locale = localeFromHeader(req.headers['accept-language']);
    let cached: Promise<SessionUser | null> | undefined;
    req.currentUser = () => (cached ??= resolveSessionUser(ctx, req));
    const policy = req.routeOptions.config?.access;
    if (!policy || policy === 'public') return done();
    req.currentUser().then((user) => {
      if (!user) done(new AppError('UNAUTHENTICATED', 'api:unauthenticated'));
      else if (!allows(policy, user.role)) done(new AppError('FORBIDDEN', 'api:forbidden'));
      else done();
    }, done);
  });
}
