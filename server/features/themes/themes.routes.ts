import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import {
  ActiveThemeResponse,
  ColorThemeList,
  ColorThemeResponse,
  ThemeCreateBody,
  ThemeIdParams,
  ThemeUpdateBody,
} from './themes.schemas';
import { activateTheme, createTheme, listThemes, updateTheme } from './themes.service';

/** Colour themes (back-office.md §7): the admin's list and edits; the active one for everybody. */
export const themesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get(
      '/api/color-themes/active',
      { config: { access: 'public' }, schema: { response: { 200: ActiveThemeResponse } } },
      async () => ctx.settings.activeTheme(),
    );
    r.get('/api/color-themes', { config: admin, schema: { response: { 200: ColorThemeList } } }, async () =>
      listThemes(ctx),
    );
    r.post(
      '/api/color-themes',
      { config: admin, schema: { body: ThemeCreateBody, response: { 201: ColorThemeResponse } } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        const theme = await createTheme(ctx, req.body, { actor, ip: req.ip, locale: req.locale });
        return reply.status(201).send(theme);
      },
    );
    r.patch(
      '/api/color-themes/:id',
      {
        config: admin,
        schema: { params: ThemeIdParams, body: ThemeUpdateBody, response: { 200: ColorThemeResponse } },
      },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        return updateTheme(ctx, req.params.id, req.body, { actor, ip: req.ip, locale: req.locale });
      },
    );
    r.post(
      '/api/color-themes/:id/activate',
      { config: admin, schema: { params: ThemeIdParams, response: { 200: ColorThemeResponse } } },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        return activateTheme(ctx, req.params.id, { actor, ip: req.ip, locale: req.locale });
      },
    );
  };
