import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMessagesResponse,
  AdminSessionsQuery,
  AdminSessionsResponse,
  BusinessInfo,
  ChatConfigResponse,
  SystemPromptRequest,
  TestConversationRequest,
  TestConversationResponse,
} from '@shared/chat/chat.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { AssistantFailure, forgetPassages, runAssistant } from './assistant';
import { chatConfig, saveBusinessInfo, saveSystemPrompt } from './chat-config.service';
import { adminSessionMessages, chatHistory } from './chat-history.service';

/** The admins' side: the assistant's instructions and facts, a test conversation, the history. */
export const chatAdminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/chat/config',
      { config: { access: 'admin' }, schema: { response: { 200: ChatConfigResponse } } },
      async (req) => chatConfig(ctx, req.locale),
    );

    r.put(
      '/api/chat/system-prompt',
      {
        config: { access: 'admin' },
        schema: { body: SystemPromptRequest, response: { 200: ChatConfigResponse } },
      },
      async (req) =>
        saveSystemPrompt(ctx, {
          systemPrompt: req.body.systemPrompt,
          actor: requireUser(await req.currentUser()),
          locale: req.locale,
        }),
    );

    r.put(
      '/api/chat/business-info',
      { config: { access: 'admin' }, schema: { body: BusinessInfo, response: { 200: ChatConfigResponse } } },
      async (req) => {
        const saved = await saveBusinessInfo(ctx, {
          info: req.body,
          actor: requireUser(await req.currentUser()),
          locale: req.locale,
        });
        await forgetPassages(ctx);
        return saved;
      },
    );

    r.post(
      '/api/chat/test',
      {
        config: { access: 'admin', rateLimit: [{ name: 'chat:test', limit: 30, windowSeconds: 600 }] },
        schema: { body: TestConversationRequest, response: { 200: TestConversationResponse } },
      },
      async (req) => {
        const turns = req.body.messages;
        const last = turns[turns.length - 1]!;
        if (last.role !== 'user')
          throw new AppError(
            'VALIDATION',
            'api:validation',
            {},
            { messages: 'chat:validation.messageRequired' },
          );
        try {
          for await (const ev of runAssistant(ctx, {
            locale: req.locale,
            history: turns.slice(0, -1),
            question: last.content,
            tokensUsed: 0,
          })) {
            if (ev.type === 'final') return { content: ev.content, model: ev.model, sources: ev.sources };
          }
        } catch (err) {
          if (err instanceof AssistantFailure)
            return { content: translate(req.locale, err.messageKey), model: ctx.ai.model, sources: [] };
          throw err;
        }
        throw new Error('The assistant ended without a reply');
      },
    );

    r.get(
      '/api/admin/chat/sessions',
      {
        config: { access: 'admin' },
        schema: { querystring: AdminSessionsQuery, response: { 200: AdminSessionsResponse } },
      },
      async (req) => chatHistory(ctx, req.query),
    );

    r.get(
      '/api/admin/chat/sessions/:sessionId/messages',
      {
        config: { access: 'admin' },
        schema: {
          params: z.object({ sessionId: z.string().min(1).max(64) }),
          response: { 200: AdminMessagesResponse },
        },
      },
      async (req) => adminSessionMessages(ctx, req.params.sessionId),
    );
  };
