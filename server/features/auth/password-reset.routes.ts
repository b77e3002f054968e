import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PasswordResetRequest, ResetLinkCheck, ResetPasswordRequest } from '@shared/auth/auth.schemas';
import type { AppContext } from '../../platform/context';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset.service';

/** A forgotten password: ask for a link, check it, set the new password (decision 028). */
export const passwordResetRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/password-reset/request',
      {
        config: { access: 'public' },
        schema: { body: PasswordResetRequest, response: { 202: z.object({ ok: z.literal(true) }) } },
      },
      async (req, reply) => {
        await requestPasswordReset(ctx, { identifier: req.body.identifier, locale: req.locale, ip: req.ip });
        return reply.status(202).send({ ok: true as const });
      },
    );

    r.post(
      '/api/auth/password-reset/check',
      {
        config: { access: 'public' },
        schema: {
          body: ResetLinkCheck,
          response: { 200: z.object({ username: z.string(), expiresAt: z.string() }) },
        },
      },
      async (req) => checkResetLink(ctx, { token: req.body.token, ip: req.ip }),
    );

    r.post(
      '/api/auth/password-reset',
      {
        config: { access: 'public' },
        schema: { body: ResetPasswordRequest, response: { 200: z.object({ username: z.string() }) } },
      },
      async (req) => resetPassword(ctx, { ...req.body, ip: req.ip }),
    );
  };
