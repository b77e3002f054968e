import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { listDonationsByEmail } from './donations-by-email.service';
import {
  CodeParams,
  DonationsByEmailResponse,
  DonorPortalResponse,
  EmailChallengeRequest,
  EmailChallengeResponse,
  EmailParams,
  EmailVerifyRequest,
  EmailVerifyResponse,
} from './donor-portal.schemas';
import { CODE_LOOKUP_LIMIT, lookupByAccessCode } from './donor-portal.service';
import { donorProofCookie, donorProofToken } from './donor-proof';
import {
  CHALLENGE_LIMITS,
  challengeCookie,
  challengeToken,
  VERIFY_LIMIT,
  requestEmailChallenge,
  verifyEmailChallenge,
} from './email-challenge.service';

export const donorPortalRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/donor-portal/:code',
      {
        config: { access: 'public', rateLimit: [CODE_LOOKUP_LIMIT] },
        schema: { params: CodeParams, response: { 200: DonorPortalResponse } },
      },
      async (req, reply) => {
        // The answer holds a donor's address: never keep it in a shared cache.
        reply.header('cache-control', 'no-store');
        return lookupByAccessCode(ctx, { code: req.params.code, ip: req.ip });
      },
    );

    r.post(
      '/api/donor-portal/email/challenge',
      {
        config: { access: 'public', rateLimit: CHALLENGE_LIMITS },
        schema: { body: EmailChallengeRequest, response: { 202: EmailChallengeResponse } },
      },
      async (req, reply) => {
        const { requester } = await requestEmailChallenge(ctx, {
          email: req.body.email,
          ip: req.ip,
          locale: req.locale,
          requester: challengeToken(req.headers.cookie),
        });
        reply.header('set-cookie', challengeCookie(ctx, requester));
        return reply.status(202).send({ sent: true as const });
      },
    );

    r.post(
      '/api/donor-portal/email/verify',
      {
        config: { access: 'public', rateLimit: [VERIFY_LIMIT] },
        schema: { body: EmailVerifyRequest, response: { 200: EmailVerifyResponse } },
      },
      async (req, reply) => {
        const proof = await verifyEmailChallenge(ctx, {
          ...req.body,
          requester: challengeToken(req.headers.cookie),
        });
        reply.header('set-cookie', [donorProofCookie(ctx, proof.token), challengeCookie(ctx, null)]);
        return { email: proof.email, expiresAt: proof.expiresAt.toISOString() };
      },
    );

    r.get(
      '/api/donations/email/:email',
      {
        config: { access: 'public' },
        schema: { params: EmailParams, response: { 200: DonationsByEmailResponse } },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return listDonationsByEmail(ctx, {
          email: req.params.email,
          proofToken: donorProofToken(req.headers.cookie),
        });
      },
    );
  };
