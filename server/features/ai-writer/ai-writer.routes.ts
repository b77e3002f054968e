import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AiWriterStatus, GeneratePostBody } from '@shared/content/ai-writer';
import { AiProviderError } from '../../platform/ai/provider';
import { requireUser } from '../../platform/session/access';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import { generatePost, type WriterEvent } from './generate-post';
import type { Locale } from '@shared/i18n/language';

const limits: RouteRateLimit[] = [{ name: 'ai:generate-post:ip', limit: 30, windowSeconds: 3600 }];

async function* sse(events: AsyncIterable<WriterEvent>, locale: Locale): AsyncGenerator<string> {
  try {
    for await (const e of events) yield `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
  } catch (err) {
    const code = err instanceof AiProviderError ? err.code : 'internal';
    if (code === 'aborted') return;
    const key =
      code === 'timeout' || code === 'stalled' ? 'aiWriter:errors.timeout' : 'aiWriter:errors.failed';
    yield `event: error\ndata: ${JSON.stringify({ message: translate(locale, key), code })}\n\n`;
  }
}

/** The AI post writer (back-office.md §7): a draft streamed to the editor, never saved or published here. */
export const aiWriterRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/ai/status',
      { config: { access: 'staff' }, schema: { response: { 200: AiWriterStatus } } },
      async () => ({ configured: ctx.ai.configured, model: ctx.ai.model }),
    );

    r.post(
      '/api/ai/generate-post',
      { config: { access: 'staff', rateLimit: limits }, compress: false, schema: { body: GeneratePostBody } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        // No provider, no text: a clear refusal (never a made-up draft), naming the variables to an admin,
        // telling an editor to ask one.
        if (!ctx.ai.configured)
          throw new AppError(
            'CONFLICT',
            actor.role === 'admin' ? 'aiWriter:errors.notConfiguredAdmin' : 'aiWriter:errors.notConfigured',
          );
        await audit(ctx.db, {
          actor,
          action: 'ai.generatePost',
          entityType: 'post',
          details: { topic: req.body.topic.slice(0, 120), language: req.body.language, model: ctx.ai.model },
        });
        const abort = new AbortController();
        req.raw.on('close', () => abort.abort());
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(Readable.from(sse(generatePost(ctx.ai, req.body, abort.signal), req.locale)));
      },
    );
  };
