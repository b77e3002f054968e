import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/access';
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
import { integrationsStatus, sendTestEmail, systemInfo, testAiProvider } from './integrations.service';

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // Every instance hears the others' changes of settings and of the active theme (settings.notify.ts).
    try {
      const stop = await ctx.settings.listen(ctx.database);
      app.addHook('onClose', async () => stop());
    } catch (err) {
      app.log.warn({ err }, 'settings: not listening for changes; values are reloaded every few seconds');
    }

    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    // Read on every page of the site: the JSON is made once per loaded values (checked against the
    // schema then) and sent as it is, so the compressed bytes are kept too (platform/compression.ts),
    // and answered before routing once the values are loaded (platform/ready-answers.ts).
    // Registered on `app` (not the typed `r`): the reply is that JSON text, which the schema still documents.
    let publicJson: { list: unknown; json: string } | undefined;
    const jsonOf = (list: unknown): string => {
      if (publicJson && publicJson.list === list) return publicJson.json;
      const json = JSON.stringify(PublicSettingsResponse.parse(list));
      publicJson = { list, json };
      return json;
    };
    app.get(
      '/api/settings/public/all',
      { config: { access: 'public' }, schema: { response: { 200: PublicSettingsResponse } } },
      async (_req, reply) =>
        reply.type('application/json; charset=utf-8').send(jsonOf(await ctx.settings.publicList())),
    );
    app.answerBeforeRouting('/api/settings/public/all', () => {
      const list = ctx.settings.publicListNow();
      return list && { json: jsonOf(list), kept: true };
    });

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
