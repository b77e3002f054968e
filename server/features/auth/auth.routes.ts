import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUser, LoginRequest, LoginResponse, LogoutResponse } from '@shared/auth/auth.schemas';
import {
  TwoFactorEnrolRequest,
  TwoFactorEnrolResponse,
  TwoFactorSignInRequest,
  TwoFactorStatus,
  TwoFactorVerifyRequest,
} from '@shared/users/users.schemas';
import { z } from 'zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { RefusedInput } from '../../platform/http/security-input';
import { safeError } from '../../platform/http/security-log';
import { toHeaders, type SessionUser } from '../../platform/session/session';
import { currentUserView, recordRefusedSignIn, signIn, signOut } from './auth.service';
import { deviceCookie } from './device-cookie';
import { passwordResetRoutes } from './password-reset.routes';
import {
  completeSignIn,
  confirmEnrolment,
  mustEnrolTwoFactor,
  twoFactorMayBeRequired,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.service';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    await app.register(passwordResetRoutes(ctx));

    r.post(
      '/api/auth/login',
      {
        config: { access: 'public', changesSessions: true },
        schema: { body: LoginRequest, response: { 200: LoginResponse } },
        // Refused for text that cannot be stored: still an attempt, counted and audited.
        onError: async (req, _reply, error) => {
          if (!(error instanceof RefusedInput)) return;
          await recordRefusedSignIn(ctx, { body: error.input, ip: req.ip }).catch((err: unknown) =>
            req.log.error({ err: safeError(err) }, 'could not record a refused sign-in'),
          );
        },
      },
      async (req, reply) => {
        const previous = await req.currentUser();
        const { user, setCookies } = await signIn(ctx, {
          ...req.body,
          ip: req.ip,
          headers: toHeaders(req.headers),
          previousSessionId: previous?.sessionId,
        });
        reply.header('set-cookie', setCookies);
        return user ? { user } : { twoFactorRequired: true as const };
      },
    );

    // Sign-in, second step: the code from the authenticator app, or one recovery code.
    r.post(
      '/api/auth/two-factor',
      {
        config: {
          changesSessions: true,
          access: 'public',
          rateLimit: [{ name: 'auth:two-factor', limit: 20, windowSeconds: 600 }],
        },
        schema: { body: TwoFactorSignInRequest, response: { 200: LoginResponse } },
      },
      async (req, reply) => {
        const { user, setCookies } = await completeSignIn(ctx, {
          headers: toHeaders(req.headers),
          code: req.body.code.replace(/\s+/g, ''),
          method: req.body.method,
        });
        const username = String(user.username ?? user.email);
        reply.header('set-cookie', [
          ...setCookies,
          await deviceCookie(ctx, username, ctx.env.PUBLIC_URL.startsWith('https://')),
        ]);
        return { user: await currentUserView(ctx, user) };
      },
    );

    // Two-factor enrolment in the account area (staff and admins).
    r.get(
      '/api/account/two-factor',
      { config: { access: 'staff' }, schema: { response: { 200: TwoFactorStatus } } },
      async (req) => twoFactorStatus(ctx, requireUser(await req.currentUser())),
    );

    r.post(
      '/api/account/two-factor/enrol',
      {
        config: { access: 'staff', changesSessions: true },
        schema: { body: TwoFactorEnrolRequest, response: { 200: TwoFactorEnrolResponse } },
      },
      async (req) => startEnrolment(ctx, toHeaders(req.headers), req.body.password),
    );

    r.post(
      '/api/account/two-factor/verify',
      {
        config: { access: 'staff', changesSessions: true },
        schema: { body: TwoFactorVerifyRequest, response: { 200: z.object({ enabled: z.literal(true) }) } },
      },
      async (req, reply) => {
        const cookies = await confirmEnrolment(ctx, {
          headers: toHeaders(req.headers),
          code: req.body.code.replace(/\s+/g, ''),
          actor: requireUser(await req.currentUser()),
          ip: req.ip,
        });
        reply.header('set-cookie', cookies);
        return { enabled: true as const };
      },
    );

    r.post(
      '/api/auth/logout',
      { config: { access: 'public', changesSessions: true }, schema: { response: { 200: LogoutResponse } } },
      async (req, reply) => {
        reply.header('set-cookie', await signOut(ctx, toHeaders(req.headers)));
        return { ok: true as const };
      },
    );

    r.get(
      '/api/auth/user',
      { config: { access: 'signedIn' }, schema: { response: { 200: CurrentUser } } },
      (req) => {
        const user = req.signedInUser();
        // Asked on every page load: answered without waiting unless two-factor may be required.
        if (!twoFactorMayBeRequired(ctx, user.role)) return currentUserAnswer(user, false);
        return mustEnrolTwoFactor(ctx, user.id, user.role).then((must) => currentUserAnswer(user, must));
      },
    );
  };

/** Written field by field (a rest copy without `sessionId` took V8's slow path). */
const currentUserAnswer = (user: SessionUser, mustEnrolTwoFactor: boolean): CurrentUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  mustEnrolTwoFactor,
});
