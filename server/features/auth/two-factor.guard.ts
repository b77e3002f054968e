import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { addRouteHook } from '../../platform/http/route-hooks';
import { mustEnrolTwoFactor, twoFactorMayBeRequired } from './two-factor.service';

/** What an admin who must enrol may still call: who am I, sign-out, and the enrolment itself. */
const OPEN_TO_UNENROLLED = ['/api/auth/', '/api/account/two-factor'];

/**
 * While security.requireAdminTwoFactor is on (read at each request), an admin without two-factor is
 * refused every other signed-in API call until enrolled; the client sends them to /account/security.
 * Which routes are guarded is decided once, when each is registered (public ones never are).
 */
export function registerTwoFactorRequirement(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.access;
    if (!policy || policy === 'public') return;
    if (OPEN_TO_UNENROLLED.some((prefix) => route.url.startsWith(prefix))) return;
    // The access check (onRequest) has let the user in; most answers are known without waiting.
    addRouteHook(
      route,
      'preHandler',
      (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
        const user = req.signedInUser();
        if (!twoFactorMayBeRequired(ctx, user.role)) return done();
        mustEnrolTwoFactor(ctx, user.id, user.role).then(
          (must) => done(must ? new AppError('FORBIDDEN', 'users:twoFactor.requiredForAdmins') : undefined),
          done,
        );
      },
    );
  });
}
