import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToNumber } from '@shared/money';
import { payoutReference } from '@shared/payouts/payout-schedule';
import {
  CorrectionRequest,
  CreateFeeScheduleRequest,
  MarkPaidRequest,
  VoidRequest,
} from '@shared/payouts/payout.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { todayInCanada } from '@shared/canada-date';
import { annualCsv, annualPdf } from './annual-summary';
import { accountingCsv, EXPORT_KINDS } from './accounting-exports';
import { isoDate } from '@shared/payouts/payout.schemas';
import { adminMoneyOverview } from './admin-money.service';
import { createFeeSchedule } from './fee-schedule.service';
import {
  moneyCharity,
  moneySummary,
  payoutViews,
  readablePayout,
  settlementViews,
  toPayoutView,
} from './money-read.service';
import { markPayoutPaid, runPayouts, voidPayout } from './payout.service';
import { statementCsv, statementPdf } from './payout-statement';
import {
  AdminPayoutsResponse,
  FeeScheduleView,
  IdParams,
  MoneySummaryResponse,
  PayoutView,
  PayoutsResponse,
  RunResponse,
  SettlementsQuery,
  RecyclingRequest,
  RecyclingView,
  SettlementsResponse,
} from './payouts.schemas';
import { addCorrection } from './settlement.service';
import { acceptUploads, readUpload, uploadBodyLimit } from '../../platform/storage/uploads';
import { DOWNLOAD_LIMIT } from '../receipts/receipt-access.service';
import {
  attachRecyclingScan,
  MAX_SCAN_BYTES,
  recordRecycling,
  scanByAccessCode,
  scanForCharity,
} from './recycling.service';

const download = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** The money side (decision 020): a charity's settlements, payouts and statements; the admins' payouts. */
export const payoutsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    await acceptUploads(app);
    const charity = { access: 'charity' as const };
    const admin = { access: 'admin' as const };
    const actorOf = async (req: { currentUser(): Promise<unknown> }) =>
      requireUser((await req.currentUser()) as Parameters<typeof requireUser>[0]);

    r.get(
      '/api/charities/:id/settlements',
      {
        config: charity,
        schema: { params: IdParams, querystring: SettlementsQuery, response: { 200: SettlementsResponse } },
      },
      async (req) => {
        const c = await moneyCharity(ctx, { charityId: req.params.id, actor: await actorOf(req) });
        return { settlements: await settlementViews(ctx, { charityId: c.id, filter: req.query }) };
      },
    );

    r.get(
      '/api/charities/:id/payouts',
      { config: charity, schema: { params: IdParams, response: { 200: PayoutsResponse } } },
      async (req) => {
        const c = await moneyCharity(ctx, { charityId: req.params.id, actor: await actorOf(req) });
        return { payouts: await payoutViews(ctx, { charityId: c.id }) };
      },
    );

    r.get(
      '/api/charities/:id/money-summary',
      { config: charity, schema: { params: IdParams, response: { 200: MoneySummaryResponse } } },
      async (req) =>
        moneySummary(ctx, await moneyCharity(ctx, { charityId: req.params.id, actor: await actorOf(req) })),
    );

    const YearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
    for (const kind of ['pdf', 'csv'] as const)
      r.get(
        `/api/charities/:id/annual-summary.${kind}`,
        { config: charity, schema: { params: IdParams, querystring: YearQuery } },
        async (req, reply) => {
          const c = await moneyCharity(ctx, { charityId: req.params.id, actor: await actorOf(req) });
          const year = req.query.year ?? Number(todayInCanada().slice(0, 4));
          const name = `t3010-summary-${year}.${kind}`;
          return kind === 'pdf'
            ? download(reply, 'application/pdf', name, await annualPdf(ctx, c, year))
            : download(reply, 'text/csv; charset=utf-8', name, await annualCsv(ctx, c, year));
        },
      );

    r.get(
      '/api/payouts/:id/statement.pdf',
      { config: charity, schema: { params: IdParams } },
      async (req, reply) => {
        const found = await readablePayout(ctx, { id: req.params.id, actor: await actorOf(req) });
        const name = `statement-${payoutReference(found.payout.year, found.payout.number)}.pdf`;
        return download(reply, 'application/pdf', name, await statementPdf(ctx, found));
      },
    );

    r.get(
      '/api/payouts/:id/statement.csv',
      { config: charity, schema: { params: IdParams } },
      async (req, reply) => {
        const found = await readablePayout(ctx, { id: req.params.id, actor: await actorOf(req) });
        const name = `statement-${payoutReference(found.payout.year, found.payout.number)}.csv`;
        return download(reply, 'text/csv; charset=utf-8', name, await statementCsv(ctx, found));
      },
    );

    r.get(
      '/api/admin/payouts',
      { config: admin, schema: { response: { 200: AdminPayoutsResponse } } },
      async () => adminMoneyOverview(ctx),
    );

    const ExportQuery = z.object({
      from: isoDate.optional(),
      to: isoDate.optional(),
      charityId: z.coerce.number().int().positive().optional(),
    });
    for (const kind of EXPORT_KINDS)
      r.get(
        `/api/admin/exports/${kind}.csv`,
        { config: admin, schema: { querystring: ExportQuery } },
        async (req, reply) =>
          download(
            reply,
            'text/csv; charset=utf-8',
            `${kind}-${todayInCanada()}.csv`,
            await accountingCsv(ctx, { kind, filter: req.query, locale: req.locale }),
          ),
      );

    r.put(
      '/api/admin/donations/:id/recycling',
      {
        config: admin,
        schema: { params: IdParams, body: RecyclingRequest, response: { 200: RecyclingView } },
      },
      async (req) =>
        recordRecycling(ctx, {
          donationId: req.params.id,
          input: { ...req.body, recyclerLicence: req.body.recyclerLicence || null },
          actor: await actorOf(req),
        }),
    );

    r.post(
      '/api/admin/donations/:id/recycling/scan',
      {
        config: { ...admin, upload: true },
        bodyLimit: uploadBodyLimit(MAX_SCAN_BYTES),
        schema: { params: IdParams, response: { 200: RecyclingView } },
      },
      async (req) => {
        const actor = await actorOf(req);
        const upload = await readUpload(req, { maxBytes: MAX_SCAN_BYTES, kinds: ['pdf', 'jpeg', 'png'] });
        return attachRecyclingScan(ctx, { donationId: req.params.id, upload, actor });
      },
    );

    r.get(
      '/api/donations/:id/recycling-scan',
      { config: charity, schema: { params: IdParams } },
      async (req, reply) => {
        const found = await scanForCharity(ctx, { donationId: req.params.id, actor: await actorOf(req) });
        return download(reply, found.file.mimeType, found.file.fileName, found.body);
      },
    );

    r.get(
      '/api/donor-portal/:code/recycling-scan',
      {
        config: { access: 'public', rateLimit: [DOWNLOAD_LIMIT] },
        schema: { params: z.object({ code: z.string().max(64) }) },
      },
      async (req, reply) => {
        const found = await scanByAccessCode(ctx, req.params.code);
        return download(reply, found.file.mimeType, found.file.fileName, found.body);
      },
    );

    r.post(
      '/api/admin/payouts/run',
      { config: admin, schema: { response: { 200: RunResponse } } },
      async (req) => {
        const run = await runPayouts(ctx, { trigger: 'admin', actor: await actorOf(req) });
        return {
          runId: run.runId,
          payoutIds: run.payoutIds,
          payoutCount: run.payoutCount,
          total: centsToNumber(run.totalCents),
        };
      },
    );

    r.post(
      '/api/admin/payouts/:id/paid',
      { config: admin, schema: { params: IdParams, body: MarkPaidRequest, response: { 200: PayoutView } } },
      async (req) => {
        const paid = await markPayoutPaid(ctx, { id: req.params.id, ...req.body, actor: await actorOf(req) });
        return toPayoutView(
          paid,
          (await readablePayout(ctx, { id: paid.id, actor: await actorOf(req) })).charity.name,
        );
      },
    );

    r.post(
      '/api/admin/payouts/:id/void',
      { config: admin, schema: { params: IdParams, body: VoidRequest, response: { 200: PayoutView } } },
      async (req) => {
        const voided = await voidPayout(ctx, {
          id: req.params.id,
          reason: req.body.reason,
          actor: await actorOf(req),
        });
        return toPayoutView(
          voided,
          (await readablePayout(ctx, { id: voided.id, actor: await actorOf(req) })).charity.name,
        );
      },
    );

    r.post(
      '/api/admin/fee-schedules',
      { config: admin, schema: { body: CreateFeeScheduleRequest, response: { 201: FeeScheduleView } } },
      async (req, reply) => {
        const b = req.body;
        const created = await createFeeSchedule(ctx, {
          charityId: b.charityId,
          effectiveFrom: b.effectiveFrom,
          percents: {
            towing: b.towingPercent,
            saleFee: b.saleFeePercent,
            storage: b.storagePercent,
            processing: b.processingPercent,
            tax: b.taxPercent,
          },
          flats: {
            towing: b.towingFlat,
            saleFee: b.saleFeeFlat,
            storage: b.storageFlat,
            processing: b.processingFlat,
          },
          note: b.note ?? null,
          actor: await actorOf(req),
        });
        return reply.code(201).send(created);
      },
    );

    r.post(
      '/api/admin/settlements/:id/corrections',
      {
        config: admin,
        schema: {
          params: IdParams,
          body: CorrectionRequest,
          response: { 201: z.object({ id: z.number(), amount: z.number() }) },
        },
      },
      async (req, reply) => {
        const line = await addCorrection(ctx, {
          settlementId: req.params.id,
          amountCents: req.body.amount,
          reason: req.body.reason,
          actor: await actorOf(req),
        });
        if (!line) throw notFound('money:errors.settlementNotFound');
        return reply.code(201).send({ id: line.id, amount: centsToNumber(line.amount) });
      },
    );
  };
