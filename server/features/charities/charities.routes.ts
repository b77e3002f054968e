import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateCharityRegistrationRequest,
  RegistrationNumberRequest,
} from '@shared/charities/charity.schemas';
import type { AppContext } from '../../platform/context';
import { checkInvite, limitInviteAttempts, useInvite } from '../users/invite.service';
import {
  CreateRegistrationResponse,
  RegNumberParams,
  VerifyByNumberResponse,
  VerifyDetailedResponse,
  VerifyResponse,
} from './charities.schemas';
import { limitRegistrations, registerCharity } from './charity-registration.service';
import {
  limitLookups,
  parseRegNumber,
  verifyByNumber,
  verifyRegistration,
  verifyRegistrationDetailed,
} from './charity-verify.service';

const TokenBody = z.object({ token: z.string().min(10).max(200) });
const SetPasswordBody = TokenBody.extend({
  password: z.string().max(128, { error: 'validation:textTooLong' }),
});

/** Public charity endpoints: registry checks, self-registration, and the invitation's set-password link. */
export const charitiesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const pub = { access: 'public' as const };

    r.post(
      '/api/charities/verify',
      { config: pub, schema: { body: RegistrationNumberRequest, response: { 200: VerifyResponse } } },
      async (req) => {
        await limitLookups(ctx, req.ip);
        return verifyRegistration(ctx, {
          registrationNumber: req.body.registrationNumber,
          locale: req.locale,
        });
      },
    );

    r.post(
      '/api/charities/verify-detailed',
      { config: pub, schema: { body: RegistrationNumberRequest, response: { 200: VerifyDetailedResponse } } },
      async (req) => {
        await limitLookups(ctx, req.ip);
        return verifyRegistrationDetailed(ctx, {
          registrationNumber: req.body.registrationNumber,
          locale: req.locale,
        });
      },
    );

    r.get(
      '/api/charities/:regNumber/verify',
      { config: pub, schema: { params: RegNumberParams, response: { 200: VerifyByNumberResponse } } },
      async (req) => {
        await limitLookups(ctx, req.ip);
        return verifyByNumber(ctx, {
          registrationNumber: parseRegNumber(req.params.regNumber),
          locale: req.locale,
        });
      },
    );

    r.post(
      '/api/charities',
      {
        config: pub,
        schema: { body: CreateCharityRegistrationRequest, response: { 201: CreateRegistrationResponse } },
      },
      async (req, reply) => {
        await limitRegistrations(ctx, req.ip);
        return reply.status(201).send(await registerCharity(ctx, { request: req.body, locale: req.locale }));
      },
    );

    r.post(
      '/api/set-password/check',
      {
        config: pub,
        schema: {
          body: TokenBody,
          response: { 200: z.object({ username: z.string(), expiresAt: z.string() }) },
        },
      },
      async (req) => {
        await limitInviteAttempts(ctx, req.ip);
        return checkInvite(ctx, req.body.token);
      },
    );

    r.post(
      '/api/set-password',
      {
        config: { ...pub, changesSessions: true },
        schema: { body: SetPasswordBody, response: { 200: z.object({ username: z.string() }) } },
      },
      async (req) => {
        await limitInviteAttempts(ctx, req.ip);
        return useInvite(ctx, req.body);
      },
    );
  };
