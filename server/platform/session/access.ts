import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES, POLICIES, allows, type Policy } from '@shared/permissions';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { localeFromHeader, type Locale } from '../i18n';
import { addRouteHook } from '../http/route-hooks';
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
    /**
     * The user a guarded route's access check let in, without waiting (a route open to the public
     * has none: it answers 401 there).
     */
    signedInUser(): SessionUser;
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
  // Worked out on first use, per request, by methods and accessors on the request's prototype: no hook
  // runs for every request (a hook read `req.routeOptions`, which builds a twelve-field object each time).
  app.decorateRequest(LOCALE, null);
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      const memo = this as unknown as Memo;
      return (memo[LOCALE] ??= localeFromHeader(this.headers['accept-language']));
    },
    setter(this: FastifyRequest, value: Locale) {
      (this as unknown as Memo)[LOCALE] = value;
    },
  });
  app.decorateRequest(USER, null);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    return ((this as unknown as Memo)[USER] ??= resolveSessionUser(ctx, this));
  });
  app.decorateRequest(ADMITTED, null);
  app.decorateRequest('signedInUser', function (this: FastifyRequest) {
    return requireUser((this as unknown as Memo)[ADMITTED]);
  });

  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    // Guarded routes answer 401 (signed out) or 403 (wrong role) before anything else runs.
    if (policy && policy !== 'public') addRouteHook(route, 'onRequest', guard(policy));
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (!policy || !(policy in POLICIES)) throw new Error(`Route ${key} declares no access policy`);
      if (API_ROUTES[key] !== policy) {
        throw new Error(
          `Route ${key} declares "${policy}" but shared/permissions.ts says "${API_ROUTES[key]}"`,
        );
      }
      app.registeredApiRoutes.push({ method, url: route.url, access: policy });
    }
  });

  // The other direction: an entry in the table with no route behind it fails start-up too.
  app.addHook('onReady', async () => {
    const missing = unregisteredApiRoutes(app.registeredApiRoutes);
    if (missing.length > 0)
      throw new Error(`shared/permissions.ts lists routes that are not registered: ${missing.join(', ')}`);
  });
}

const LOCALE = Symbol('locale');
const USER = Symbol('currentUser');
const ADMITTED = Symbol('signedInUser');
interface Memo {
  [LOCALE]: Locale | null;
  [USER]: Promise<SessionUser | null> | null;
  [ADMITTED]: SessionUser | null;
}

function guard(policy: Policy) {
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    req.currentUser().then((user) => {
      if (!user) done(new AppError('UNAUTHENTICATED', 'api:unauthenticated'));
      else if (!allows(policy, user.role)) done(new AppError('FORBIDDEN', 'api:forbidden'));
      else {
        (req as unknown as Memo)[ADMITTED] = user;
        done();
      }
    }, done);
  };
}
