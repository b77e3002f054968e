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

  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.locale = localeFromHeader(req.headers['accept-language']);
    let cached: Promise<SessionUser | null> | undefined;
    req.currentUser = () => (cached ??= resolveSessionUser(ctx, req));
    const policy = req.routeOptions.config?.access;
    if (!policy || policy === 'public') return;
    const user = await req.currentUser();
    if (!user) throw new AppError('UNAUTHENTICATED', 'api:unauthenticated');
    if (!allows(policy, user.role)) throw new AppError('FORBIDDEN', 'api:forbidden');
  });
}
