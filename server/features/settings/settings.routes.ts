import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { themesRoutes } from '../themes/themes.routes';
import { adminSettings, saveSettings } from './settings.admin.service';
import {
  AdminSettingsResponse,
  IntegrationsResponse,
  PublicSettingsResponse,
  SaveSettingsBody,
  SaveSettingsResponse,
  SystemInfoResponse,
  TestAiResponse,
  TestEmailBody,
  TestEmailResponse,
} from './settings.schemas';
import { etagMatches, weakEtag } from '../../platform/http/etag';
import { integrationsStatus, sendTestEmail, systemInfo, testAiProvider } from './integrations.service';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    // Read on every page of the site: the JSON is made once per loaded values (checked against the
    // schema then) with its ETag, and sent as it is; a browser that has it gets 304.
    // Registered on `app` (not the typed `r`): the reply is that JSON text, which the schema still documents.
    let publicJson: { list: unknown; json: string; etag: string } | undefined;
    const publicAnswer = (list: unknown) => {
      if (publicJson && publicJson.list === list) return publicJson;
      const json = JSON.stringify(PublicSettingsResponse.parse(list));
      return (publicJson = { list, json, etag: weakEtag(json) });
    };
    app.get(
      '/api/settings/public/all',
      {
        config: { access: 'public' },
        schema: { response: { 200: PublicSettingsResponse, 304: z.null().describe('Not modified') } },
      },
      async (req, reply) => {
        const { json, etag } = publicAnswer(await ctx.settings.publicList());
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(json);
      },
    );

    r.get(
      '/api/settings',
      { config: admin, schema: { response: { 200: AdminSettingsResponse } } },
      async () => ({
        settings: await adminSettings(ctx),
      }),
    );

    r.post(
      '/api/settings',
      { config: admin, schema: { body: SaveSettingsBody, response: { 200: SaveSettingsResponse } } },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        const items = 'settings' in req.body ? req.body.settings : [req.body];
        const changed = await saveSettings(ctx, { items, actor, ip: req.ip, locale: req.locale });
        return { changed, settings: await adminSettings(ctx) };
      },
    );

    r.get(
      '/api/admin/integrations',
      { config: admin, schema: { response: { 200: IntegrationsResponse } } },
      async () => ({ integrations: await integrationsStatus(ctx) }),
    );

    r.post(
      '/api/admin/integrations/test-email',
      { config: admin, schema: { body: TestEmailBody, response: { 200: TestEmailResponse } } },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        return sendTestEmail(ctx, { to: req.body.to, actor, ip: req.ip, locale: req.locale });
      },
    );

    r.post(
      '/api/admin/integrations/test-ai',
      { config: admin, schema: { response: { 200: TestAiResponse } } },
      async () => testAiProvider(ctx),
    );

    r.get(
      '/api/admin/system',
      { config: admin, schema: { response: { 200: SystemInfoResponse } } },
      async () => systemInfo(ctx),
    );

    await app.register(themesRoutes(ctx));
  };
