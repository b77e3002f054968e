import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPage,
  AdminPageList,
  AdminPageListQuery,
  PageIdParams,
  PageInput,
  PagePatch,
} from '@shared/content/pages';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { createPage, getAdminPage, listAdminPages, updatePage } from './pages.admin.service';
import { PageResponse, PageSlugParams } from './pages.schemas';
import { getPageForVisitor } from './pages.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The top-level keys of a PATCH body as sent (before defaults and transforms). */
    sentKeys?: string[];
  }
}

/** Content pages: the public read, and the admins' list and editor (back-office.md §7; admin screens, §2). */
export const pagesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get(
      '/api/pages/slug/:slug',
      { config: { access: 'public' }, schema: { params: PageSlugParams, response: { 200: PageResponse } } },
      async (req) => getPageForVisitor(ctx.db, { slug: req.params.slug }),
    );

    r.get(
      '/api/pages',
      { config: admin, schema: { querystring: AdminPageListQuery, response: { 200: AdminPageList } } },
      async (req) => listAdminPages(ctx.db, req.query),
    );

    r.get(
      '/api/pages/:id',
      { config: admin, schema: { params: PageIdParams, response: { 200: AdminPage } } },
      async (req) => getAdminPage(ctx.db, req.params.id),
    );

    r.post(
      '/api/pages',
      { config: admin, schema: { body: PageInput, response: { 201: AdminPage } } },
      async (req, reply) =>
        reply.status(201).send(await createPage(ctx, req.body, requireUser(await req.currentUser()))),
    );

    r.patch(
      '/api/pages/:id',
      {
        config: admin,
        schema: { params: PageIdParams, body: PagePatch, response: { 200: AdminPage } },
        preValidation: async (req) => {
          const body = req.body;
          req.sentKeys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
        },
      },
      async (req) =>
        updatePage(ctx, {
          id: req.params.id,
          patch: req.body,
          sent: req.sentKeys ?? [],
          actor: requireUser(await req.currentUser()),
        }),
    );
  };
