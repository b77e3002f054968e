import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import {
  downloadByAccessCode,
  downloadByEmail,
  downloadByToken,
  listDonationReceipts,
  staffReceiptPdf,
  verifyReceipt,
  DOWNLOAD_LIMIT,
  VERIFY_LIMIT,
  type ReceiptPdf,
} from './receipt-access.service';
import { donorProofToken } from '../donor-portal/donor-proof';
import { issueReceipt, replaceReceipt } from './receipt-issue.service';
import {
  DonationIdParams,
  DonationReceiptsResponse,
  GenerateReceiptRequest,
  IssueReceiptResponse,
  ReplaceReceiptRequest,
  VerifyReceiptQuery,
  VerifyReceiptResponse,
} from './receipts.schemas';

const text = (max: number) => z.string().max(max);

function sendPdf(reply: FastifyReply, pdf: ReceiptPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.body);
}

export const receiptsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/donations/:id/generate-receipt',
      {
        config: { access: 'staff' },
        schema: {
          params: DonationIdParams,
          body: GenerateReceiptRequest,
          response: { 200: IssueReceiptResponse },
        },
      },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        return issueReceipt(ctx, { donationId: req.params.id, ...req.body, actor, locale: req.locale });
      },
    );

    r.post(
      '/api/donations/:id/replace-receipt',
      {
        config: { access: 'staff' },
        schema: {
          params: DonationIdParams,
          body: ReplaceReceiptRequest,
          response: { 200: IssueReceiptResponse },
        },
      },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        return replaceReceipt(ctx, { donationId: req.params.id, ...req.body, actor, locale: req.locale });
      },
    );

    r.get(
      '/api/donations/:id/receipts',
      {
        config: { access: 'staff' },
        schema: { params: DonationIdParams, response: { 200: DonationReceiptsResponse } },
      },
      async (req) => listDonationReceipts(ctx, req.params.id, req.locale),
    );

    r.get(
      '/api/receipts/:number/pdf',
      { config: { access: 'staff' }, schema: { params: z.object({ number: text(50) }) } },
      async (req, reply) => sendPdf(reply, await staffReceiptPdf(ctx, req.params.number)),
    );

    r.get(
      '/api/receipts/download/:token',
      {
        config: { access: 'public', rateLimit: [DOWNLOAD_LIMIT] },
        schema: { params: z.object({ token: text(200) }) },
      },
      async (req, reply) => sendPdf(reply, await downloadByToken(ctx, req.params.token, req.ip)),
    );

    r.get(
      '/api/donor-portal/:code/receipt',
      {
        config: { access: 'public', rateLimit: [DOWNLOAD_LIMIT] },
        schema: { params: z.object({ code: text(64) }) },
      },
      async (req, reply) => sendPdf(reply, await downloadByAccessCode(ctx, req.params.code, req.ip)),
    );

    r.get(
      '/api/donations/email/:email/:id/receipt',
      {
        config: { access: 'public', rateLimit: [DOWNLOAD_LIMIT] },
        schema: { params: z.object({ email: text(255), id: z.coerce.number().int().positive() }) },
      },
      async (req, reply) =>
        sendPdf(
          reply,
          await downloadByEmail(ctx, {
            email: req.params.email,
            donationId: req.params.id,
            proofToken: donorProofToken(req.headers.cookie),
            ip: req.ip,
          }),
        ),
    );

    r.get(
      '/api/receipts/verify/:number',
      {
        config: { access: 'public', rateLimit: [VERIFY_LIMIT] },
        schema: {
          params: z.object({ number: text(100) }),
          querystring: VerifyReceiptQuery,
          response: { 200: VerifyReceiptResponse },
        },
      },
      async (req) => verifyReceipt(ctx, req.params.number, req.ip, req.query.sha256),
    );
  };
