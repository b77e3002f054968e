import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPost,
  AdminPostList,
  AdminPostListQuery,
  CategoryRequest,
  CategoryUpdateRequest,
  CategoryView,
  PostCreateRequest,
  PostIdParams,
  PostUpdateRequest,
  PublicPost,
  PublicPostList,
  PublicPostListQuery,
  SlugParams,
  TagRequest,
  TagView,
  ViewResponse,
} from '@shared/blog/blog.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/i18n';
import {
  createCategory,
  createTag,
  deleteCategory,
  listCategories,
  listTags,
  updateCategory,
} from './categories.service';
import { rssFeed } from './feed';
import { getAdminPost, listAdminPosts } from './admin-posts.service';
import { createPost, updatePost } from './posts.service';
import { getPublicPost, listFeedPosts, listPublicPosts } from './public-posts.service';
import { countView } from './views.service';

/** The blog: public reading (posts, categories, tags, feeds) and the staff's writing (back-office.md §4). */
export const blogRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const publicAccess = { access: 'public' as const };
    const staff = { access: 'staff' as const };
    const base = ctx.env.PUBLIC_URL.replace(/\/+$/, '');

    // ---- posts
    r.get(
      '/api/posts',
      {
        config: publicAccess,
        schema: { querystring: PublicPostListQuery, response: { 200: PublicPostList } },
      },
      async (req) => listPublicPosts(ctx, req.query, req.locale),
    );
    r.get(
      '/api/posts/slug/:slug',
      { config: publicAccess, schema: { params: SlugParams, response: { 200: PublicPost } } },
      async (req) => getPublicPost(ctx, req.params.slug, req.locale),
    );
    r.post(
      '/api/posts/:id/view',
      {
        config: {
          ...publicAccess,
          rateLimit: [{ name: 'blog:view', limit: 120, windowSeconds: 60 }],
        },
        schema: { params: PostIdParams, response: { 200: ViewResponse } },
      },
      async (req) =>
        countView(ctx, {
          postId: req.params.id,
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
        }),
    );
    r.get(
      '/api/admin/posts',
      { config: staff, schema: { querystring: AdminPostListQuery, response: { 200: AdminPostList } } },
      async (req) => listAdminPosts(ctx, req.query),
    );
    r.get(
      '/api/posts/:id',
      { config: staff, schema: { params: PostIdParams, response: { 200: AdminPost } } },
      async (req) => getAdminPost(ctx, req.params.id),
    );
    r.post(
      '/api/posts',
      { config: staff, schema: { body: PostCreateRequest, response: { 201: AdminPost } } },
      async (req, reply) =>
        reply.code(201).send(await createPost(ctx, requireUser(await req.currentUser()), req.body, req.ip)),
    );
    r.patch(
      '/api/posts/:id',
      {
        config: staff,
        schema: { params: PostIdParams, body: PostUpdateRequest, response: { 200: AdminPost } },
      },
      async (req) => updatePost(ctx, requireUser(await req.currentUser()), req.params.id, req.body, req.ip),
    );

    // ---- categories
    r.get(
      '/api/categories',
      { config: publicAccess, schema: { response: { 200: z.array(CategoryView) } } },
      async () => listCategories(ctx),
    );
    r.post(
      '/api/categories',
      { config: staff, schema: { body: CategoryRequest, response: { 201: CategoryView } } },
      async (req, reply) =>
        reply
          .code(201)
          .send(await createCategory(ctx, requireUser(await req.currentUser()), req.body, req.ip)),
    );
    r.patch(
      '/api/categories/:id',
      {
        config: staff,
        schema: { params: PostIdParams, body: CategoryUpdateRequest, response: { 200: CategoryView } },
      },
      async (req) =>
        updateCategory(ctx, requireUser(await req.currentUser()), req.params.id, req.body, req.ip),
    );
    r.delete(
      '/api/categories/:id',
      { config: staff, schema: { params: PostIdParams } },
      async (req, reply) => {
        await deleteCategory(ctx, requireUser(await req.currentUser()), req.params.id, req.ip);
        return reply.code(204).send();
      },
    );

    // ---- tags
    r.get('/api/tags', { config: publicAccess, schema: { response: { 200: z.array(TagView) } } }, async () =>
      listTags(ctx),
    );
    r.post(
      '/api/tags',
      { config: staff, schema: { body: TagRequest, response: { 201: TagView } } },
      async (req, reply) =>
        reply.code(201).send(await createTag(ctx, requireUser(await req.currentUser()), req.body, req.ip)),
    );

    // ---- feeds: a plain file outside /api, one per language (no access declaration needed).
    app.get('/blog/feed.xml', async (req, reply) => {
      const lang = (req.query as { lang?: unknown }).lang === 'fr' ? 'fr' : 'en';
      const items = await listFeedPosts(ctx.db, lang);
      const siteName = String(await ctx.settings.get('business', 'companyName'));
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(
          rssFeed({
            baseUrl: base,
            language: lang,
            title: `${translate(lang, 'blog:feed.title')} | ${siteName}`,
            description: translate(lang, 'blog:feed.description'),
            items,
          }),
        );
    });
  };
