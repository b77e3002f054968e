import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUser, LoginRequest, LoginResponse, LogoutResponse } from '@shared/auth/auth.schemas';
import { requireUser } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { toHeaders } from '../../platform/session';
import { signIn, signOut } from './auth.service';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/login',
      { config: { access: 'public' }, schema: { body: LoginRequest, response: { 200: LoginResponse } } },
      async (req, reply) => {
        const previous = await req.currentUser();
        const { user, setCookies } = await signIn(ctx, {
          ...req.body,
          ip: req.ip,
          headers: toHeaders(req.headers),
          previousSessionId: previous?.sessionId,
        });
        reply.header('set-cookie', setCookies);
        return { user };
      },
    );

    r.post(
      '/api/auth/logout',
      { config: { access: 'public' }, schema: { response: { 200: LogoutResponse } } },
      async (req, reply) => {
        reply.header('set-cookie', await signOut(ctx, toHeaders(req.headers)));
        return { ok: true as const };
      },
    );

    r.get(
      '/api/auth/user',
      { config: { access: 'signedIn' }, schema: { response: { 200: CurrentUser } } },
      async (req) => {
        const { sessionId: _s, ...user } = requireUser(await req.currentUser());
        return user;
      },
    );
  };
