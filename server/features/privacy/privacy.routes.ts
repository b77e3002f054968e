import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPrivacyCreate,
  AdminPrivacyListQuery,
  AdminPrivacyListResponse,
  AdminPrivacyUpdate,
  PrivacyRequestBody,
  PrivacyRequestResult,
  PrivacyRequestView,
} from '@shared/privacy/privacy.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import type { RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import { donorProofToken } from '../donor-portal/donor-proof';
import { renderExportHtml } from './export-html';
import {
  createMailRequest,
  exportForRequest,
  listPrivacyRequests,
  updatePrivacyRequest,
} from './privacy-admin.service';
import { exportForDonor, submitPrivacyRequest } from './privacy.service';
import { unsubscribe, unsubscribePage } from './unsubscribe';
import type { Locale } from '@shared/i18n/language';

const EmailParams = z.object({ email: z.string().max(255) });
const ExportQuery = z.object({
  format: z.enum(['json', 'html']).default('json'),
  /** The site's language (a link opened in a new tab carries the browser's Accept-Language). */
  lang: z.enum(['en', 'fr']).optional(),
});
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const TokenQuery = z.object({ token: z.string().max(1000).default('') });

const REQUEST_LIMIT: RouteRateLimit = { name: 'privacy:request', limit: 20, windowSeconds: 3600 };
const EXPORT_LIMIT: RouteRateLimit = { name: 'privacy:export', limit: 30, windowSeconds: 3600 };
const UNSUBSCRIBE_LIMIT: RouteRateLimit = { name: 'privacy:unsubscribe', limit: 60, windowSeconds: 3600 };

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Donor privacy rights (issue 19): export, requests, one-click unsubscribe, the admin's register. */
export const privacyRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    r.get(
      '/api/donations/email/:email/export',
      {
        config: { access: 'public', rateLimit: [EXPORT_LIMIT] },
        schema: { params: EmailParams, querystring: ExportQuery },
      },
      async (req, reply) => {
        const data = await exportForDonor(ctx, {
          email: req.params.email,
          proofToken: donorProofToken(req.headers.cookie),
          locale: req.query.lang ?? req.locale,
          format: req.query.format,
        });
        reply.header('cache-control', 'no-store');
        if (req.query.format === 'html') {
          const company = (await ctx.settings.get('business', 'companyName')) ?? '';
          return reply
            .asDocument()
            .type('text/html; charset=utf-8')
            .send(renderExportHtml(req.query.lang ?? req.locale, data, company));
        }
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', attachment('my-data.json'))
          .send(JSON.stringify(data, null, 2));
      },
    );

    r.post(
      '/api/privacy-requests',
      {
        config: { access: 'public', rateLimit: [REQUEST_LIMIT] },
        schema: { body: PrivacyRequestBody, response: { 201: PrivacyRequestResult } },
      },
      async (req, reply) => {
        const result = await submitPrivacyRequest(ctx, {
          body: req.body,
          proofToken: donorProofToken(req.headers.cookie),
          locale: req.locale,
        });
        return reply.status(201).send(result);
      },
    );

    const admin = { access: 'admin' as const };
    r.get(
      '/api/admin/privacy-requests',
      {
        config: admin,
        schema: { querystring: AdminPrivacyListQuery, response: { 200: AdminPrivacyListResponse } },
      },
      async (req) => listPrivacyRequests(ctx, req.query),
    );
    r.post(
      '/api/admin/privacy-requests',
      { config: admin, schema: { body: AdminPrivacyCreate, response: { 201: PrivacyRequestResult } } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        return reply.status(201).send(await createMailRequest(ctx, { body: req.body, actor, ip: req.ip }));
      },
    );
    r.patch(
      '/api/admin/privacy-requests/:id',
      {
        config: admin,
        schema: { params: IdParams, body: AdminPrivacyUpdate, response: { 200: PrivacyRequestView } },
      },
      async (req) =>
        updatePrivacyRequest(ctx, {
          id: req.params.id,
          body: req.body,
          actor: requireUser(await req.currentUser()),
          ip: req.ip,
        }),
    );
    r.get(
      '/api/admin/privacy-requests/:id/export',
      { config: admin, schema: { params: IdParams } },
      async (req, reply) => {
        const data = await exportForRequest(ctx, {
          id: req.params.id,
          actor: requireUser(await req.currentUser()),
          ip: req.ip,
        });
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', attachment(`privacy-request-${req.params.id}.json`))
          .send(JSON.stringify(data, null, 2));
      },
    );

    // The signed link from a news e-mail: no sign-in, honoured at once (GET opens it, POST is one-click).
    const unsubscribeRoute =
      (source: 'unsubscribe-link' | 'one-click') =>
      async (req: { query: { token: string }; locale: Locale }, reply: import('fastify').FastifyReply) => {
        const claim = req.query.token ? await unsubscribe(ctx, req.query.token, source) : null;
        const company = (await ctx.settings.get('business', 'companyName')) ?? '';
        return reply
          .status(claim ? 200 : 400)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(unsubscribePage(claim?.locale ?? req.locale, Boolean(claim), company));
      };
    r.get(
      '/unsubscribe',
      { config: { rateLimit: [UNSUBSCRIBE_LIMIT] }, schema: { querystring: TokenQuery, hide: true } },
      unsubscribeRoute('unsubscribe-link'),
    );
    // One-click (RFC 8058): the mail provider posts it from anywhere; the signed token is its authority.
    r.post(
      '/unsubscribe',
      {
        config: { rateLimit: [UNSUBSCRIBE_LIMIT], acceptsOtherOrigins: true },
        schema: { querystring: TokenQuery, hide: true },
      },
      unsubscribeRoute('one-click'),
    );
  };
