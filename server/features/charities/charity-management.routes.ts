import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPLIANCE_STATUSES } from '@shared/charities/categories';
import { RegistrationNumberRequest, UpdateCharityRequest } from '@shared/charities/charity.schemas';
import { moneyField } from '@shared/donations/donation.schemas';
import { toCents } from '@shared/money';
import { can } from '@shared/record-access';
import type { AppContext } from '../../platform/context';
import { requireUser } from '../../platform/session/access';
import { forbidden, notFound } from '../../platform/errors';
import { findCharityById } from './charities.repo';
import { IdParams, RegNumberParams, SyncResponse } from './charities.schemas';
import { charityForActor } from './charity-access';
import {
  charityActivity,
  charityProfile,
  eligibility,
  enhancedInfo,
  metricsOf,
  myCharity,
  taxReceiptAuthority,
  updateCharityProfile,
} from './charity-management.service';
import { syncCharity } from './charity-sync.service';
import { CharityView } from './charities.schemas';

const Metrics = z.object({
  efficiency: z.number().nullable(),
  transparency: z.number(),
  impact: z.number().nullable(),
  governance: z.number(),
  overall: z.number(),
});
const Rule = z.object({ rule: z.string(), met: z.boolean(), message: z.string() });
const UpdateBody = UpdateCharityRequest.extend({ complianceStatus: z.enum(COMPLIANCE_STATUSES).optional() });
const TaxReceiptBody = z.object({
  registrationNumber: RegistrationNumberRequest.shape.registrationNumber,
  donationAmount: moneyField.refine((v) => v > 0, { error: 'charities:validation.amountRequired' }),
});

/** /charity-management's calls (charity, admin, editor); a charity account reaches only its own charity. */
export const charityManagementRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'charity' as const };
    const actorOf = async (req: { currentUser(): Promise<unknown> }) =>
      requireUser((await req.currentUser()) as Parameters<typeof requireUser>[0]);
    const byNumber = async (
      req: { currentUser(): Promise<unknown> },
      regNumber: string,
      action: 'charity.read' | 'charity.update' = 'charity.read',
    ) => charityForActor(ctx, { regNumber, actor: await actorOf(req), action });

    r.get(
      '/api/charities/mine',
      { config, schema: { response: { 200: z.object({ charity: CharityView.nullable() }) } } },
      async (req) => myCharity(ctx, await actorOf(req)),
    );

    r.get(
      '/api/charities/:regNumber/profile',
      { config, schema: { params: RegNumberParams, response: { 200: CharityView } } },
      async (req) => charityProfile(ctx, await byNumber(req, req.params.regNumber)),
    );

    r.put(
      '/api/charities/:id',
      { config, schema: { params: IdParams, body: UpdateBody, response: { 200: CharityView } } },
      async (req) => {
        const actor = await actorOf(req);
        const charity = await findCharityById(ctx.db, req.params.id);
        if (!charity) throw notFound('charities:errors.notFound');
        if (!can({ userId: actor.id, role: actor.role }, 'charity.update', charity))
          throw forbidden('charities:errors.notYours');
        return updateCharityProfile(ctx, { charity, request: req.body, actor });
      },
    );

    r.get(
      '/api/charities/:regNumber/metrics',
      { config, schema: { params: RegNumberParams, response: { 200: Metrics } } },
      async (req) => metricsOf(await byNumber(req, req.params.regNumber)),
    );

    r.get(
      '/api/charities/:regNumber/enhanced',
      { config, schema: { params: RegNumberParams } },
      async (req) => enhancedInfo(ctx, await byNumber(req, req.params.regNumber), req.locale),
    );

    r.post(
      '/api/charities/validate-eligibility',
      {
        config,
        schema: {
          body: RegistrationNumberRequest,
          response: {
            200: z.object({
              isEligible: z.boolean(),
              requirements: z.array(Rule),
              restrictions: z.array(Rule),
            }),
          },
        },
      },
      async (req) => eligibility(ctx, await byNumber(req, req.body.registrationNumber), req.locale),
    );

    r.post(
      '/api/charities/validate-tax-receipt',
      {
        config,
        schema: {
          body: TaxReceiptBody,
          response: {
            200: z.object({
              isAuthorized: z.boolean(),
              receiptRequirements: z.array(Rule),
              warnings: z.array(Rule),
            }),
          },
        },
      },
      async (req) =>
        taxReceiptAuthority(ctx, {
          charity: await byNumber(req, req.body.registrationNumber),
          amountCents: toCents(req.body.donationAmount)!,
          locale: req.locale,
        }),
    );

    r.post(
      '/api/charities/:regNumber/sync',
      { config, schema: { params: RegNumberParams, response: { 200: SyncResponse } } },
      async (req) => {
        const charity = await byNumber(req, req.params.regNumber, 'charity.update');
        return syncCharity(ctx, { charityId: charity.id, actor: await actorOf(req), locale: req.locale });
      },
    );

    r.get(
      '/api/charities/:regNumber/activity',
      { config, schema: { params: RegNumberParams } },
      async (req) => charityActivity(ctx, await byNumber(req, req.params.regNumber)),
    );
  };
