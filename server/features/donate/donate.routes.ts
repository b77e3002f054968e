import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { CharityChoicesResponse, CreateDonationResponse, ValidationErrorResponse } from './donate.schemas';
import { listCharityChoices } from './donate.repo';
import { createDonation, donationSchema } from './donate.service';
import { withinDonationLimits } from './donation-limits';
import { parseWith } from '../../platform/errors';

export const donateRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/charities/choices',
      { config: { access: 'public' }, schema: { response: { 200: CharityChoicesResponse } } },
      async () => listCharityChoices(ctx.db),
    );

    r.post(
      '/api/donations',
      {
        config: { access: 'public' },
        // The body is parsed below with the limits from settings (minimum year, maximum mileage).
        schema: {
          body: z.record(z.string(), z.unknown()),
          response: { 201: CreateDonationResponse, 400: ValidationErrorResponse },
        },
      },
      async (req, reply) => {
        // A refused submission is not counted against the donor: the limits apply to accepted ones.
        const request = parseWith(donationSchema(), req.body);
        const created = await withinDonationLimits(ctx, { ip: req.ip, email: request.email }, () =>
          createDonation(ctx, { request, locale: req.locale }),
        );
        return reply.status(201).send(created);
      },
    );
  };
