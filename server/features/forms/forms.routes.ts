import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeleteFormQuery,
  FormListResponse,
  FormView,
  HONEYPOT_KEY,
  PublicFormView,
  SaveFormRequest,
  SetActiveRequest,
  SubmissionListResponse,
  SubmissionStatsResponse,
  SubmissionsQuery,
  SubmissionView,
} from '@shared/forms/form.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findForm } from './forms.repo';
import { submissionsCsv } from './forms-csv';
import { createForm, deleteForm, getForm, listForms, saveForm, setFormActive } from './forms.service';
import { getPublicForm, submitForm } from './public-forms.service';
import { getSubmission, listSubmissions, submissionStats } from './submissions.service';

const Id = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const SubmissionId = Id.extend({ submissionId: z.coerce.number().int().min(1).max(2_147_483_647) });
/**
 * A ceiling on answers to one form, whoever sends them (the per-address limit stops one sender; this
 * one a crowd of addresses, so a burst cannot fill the database or the owner's mailbox). A busy form
 * with real visitors stays far below it: a hundred answers in the same minute still pass.
 */
export const FORM_SUBMISSIONS_PER_MINUTE = 120;

/** A map of field id to the value entered (public-site.md §7), plus the hidden honeypot. */
const SubmitBody = z.record(z.string().max(64), z.union([z.string().max(10_000), z.boolean(), z.null()]));

/** Admin-built forms: admins build them and read the answers; visitors read an active form and answer it. */
export const formsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/forms',
      { config: { access: 'admin' }, schema: { response: { 200: FormListResponse } } },
      async () => listForms(ctx),
    );

    r.get(
      '/api/forms/:id',
      { config: { access: 'admin' }, schema: { params: Id, response: { 200: FormView } } },
      async (req) => getForm(ctx, req.params.id),
    );

    r.post(
      '/api/forms',
      { config: { access: 'admin' }, schema: { body: SaveFormRequest, response: { 201: FormView } } },
      async (req, reply) =>
        reply
          .code(201)
          .send(await createForm(ctx, { input: req.body, actor: requireUser(await req.currentUser()) })),
    );

    r.put(
      '/api/forms/:id',
      {
        config: { access: 'admin' },
        schema: { params: Id, body: SaveFormRequest, response: { 200: FormView } },
      },
      async (req) =>
        saveForm(ctx, { id: req.params.id, input: req.body, actor: requireUser(await req.currentUser()) }),
    );

    r.patch(
      '/api/forms/:id',
      {
        config: { access: 'admin' },
        schema: { params: Id, body: SetActiveRequest, response: { 200: FormView } },
      },
      async (req) =>
        setFormActive(ctx, {
          id: req.params.id,
          isActive: req.body.isActive,
          actor: requireUser(await req.currentUser()),
        }),
    );

    r.delete(
      '/api/forms/:id',
      {
        config: { access: 'admin' },
        schema: {
          params: Id,
          querystring: DeleteFormQuery,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (req) =>
        deleteForm(ctx, {
          id: req.params.id,
          submissions: req.query.submissions,
          actor: requireUser(await req.currentUser()),
        }),
    );

    r.get(
      '/api/forms/slug/:slug',
      {
        config: { access: 'public' },
        schema: { params: z.object({ slug: z.string().min(1).max(255) }), response: { 200: PublicFormView } },
      },
      async (req) => getPublicForm(ctx, req.params.slug),
    );

    r.post(
      '/api/forms/:id/submit',
      {
        config: {
          access: 'public',
          // Per address: a person sends a few answers, a script many.
          rateLimit: [{ name: 'forms:submit', limit: 10, windowSeconds: 600 }],
        },
        schema: { params: Id, body: SubmitBody, response: { 201: z.object({ ok: z.literal(true) }) } },
      },
      async (req, reply) => {
        const perForm = await ctx.rateLimiter.hit(
          `forms:submit:form:${req.params.id}`,
          FORM_SUBMISSIONS_PER_MINUTE,
          60,
        );
        if (!perForm.allowed)
          throw new AppError('RATE_LIMITED', 'forms:errors.formBusy', {
            seconds: Math.max(1, perForm.retryAfterSeconds),
          });
        const { [HONEYPOT_KEY]: trap, ...values } = req.body;
        await submitForm(ctx, {
          id: req.params.id,
          values,
          ip: req.ip ?? null,
          userAgent: req.headers['user-agent'] ?? null,
          honeypot: typeof trap === 'string' ? trap.trim() !== '' : trap === true,
        });
        return reply.code(201).send({ ok: true });
      },
    );

    r.get(
      '/api/forms/:id/submissions',
      {
        config: { access: 'admin' },
        schema: { params: Id, querystring: SubmissionsQuery, response: { 200: SubmissionListResponse } },
      },
      async (req) => listSubmissions(ctx, { formId: req.params.id, ...req.query }),
    );

    r.get(
      '/api/forms/:id/submissions/:submissionId',
      { config: { access: 'admin' }, schema: { params: SubmissionId, response: { 200: SubmissionView } } },
      async (req) => getSubmission(ctx, req.params.id, req.params.submissionId),
    );

    r.get(
      '/api/forms/:id/stats',
      { config: { access: 'admin' }, schema: { params: Id, response: { 200: SubmissionStatsResponse } } },
      async (req) => submissionStats(ctx, req.params.id),
    );

    r.get(
      '/api/forms/:id/submissions/export',
      { config: { access: 'admin' }, schema: { params: Id } },
      async (req, reply) => {
        const form = await findForm(ctx.db, req.params.id);
        if (!form) throw notFound('forms:errors.notFound');
        const stream = await submissionsCsv(ctx.db, form, req.locale);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${form.slug.replace(/[^a-z0-9-]/g, '')}-submissions.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
