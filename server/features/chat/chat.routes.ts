import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatSessionView,
  CreatedSessionResponse,
  CreateSessionRequest,
  MessageListResponse,
  SendMessageRequest,
  SendMessageResponse,
  SessionIdParams,
  SessionListResponse,
  SimpleSessionParams,
  SimpleSessionRequest,
  VISITOR_HEADER,
  type ChatMessageView,
  type ChatStreamEvent,
} from '@shared/chat/chat.schemas';
import type { AppContext } from '../../platform/context';
import type { RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import {
  beginTurn,
  createSession,
  getMessages,
  getSession,
  listOwnSessions,
  removeSession,
  replyEvents,
  resumeOrCreate,
  validVisitorToken,
} from './chat.service';
import type { Locale } from '@shared/i18n/language';

const visitorOf = (req: FastifyRequest) => validVisitorToken(req.headers[VISITOR_HEADER]);

/** Per conversation and per address: a visitor cannot run up a provider bill from one tab or many. */
const sendLimits = (param: 'id' | 'sessionId'): RouteRateLimit[] => [
  {
    name: 'chat:send:session',
    limit: 20,
    windowSeconds: 300,
    per: (req) => `session:${(req.params as Record<string, string>)[param]}`,
  },
  { name: 'chat:send:ip', limit: 60, windowSeconds: 600 },
];
const createLimits: RouteRateLimit[] = [{ name: 'chat:create:ip', limit: 30, windowSeconds: 3600 }];

const wantsStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/event-stream');

async function* sse(events: AsyncIterable<ChatStreamEvent>, locale: Locale): AsyncGenerator<string> {
  try {
    for await (const e of events) yield `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
  } catch {
    const message = locale === 'fr' ? 'Échec de l’envoi du message.' : 'Failed to send message.';
    yield `event: error\ndata: ${JSON.stringify({ message, code: 'internal' })}\n\n`;
  }
}

/** Answers one message: a stream of server-sent events when asked for, else the two stored messages. */
async function send(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  content: string,
) {
  const turn = await beginTurn(ctx, { sessionId, visitorToken: visitorOf(req), content });
  const abort = new AbortController();
  req.raw.on('close', () => abort.abort());
  const events = replyEvents(ctx, turn, { locale: req.locale, question: content, signal: abort.signal });
  if (wantsStream(req)) {
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no');
    return reply.send(Readable.from(sse(events, req.locale)));
  }
  let assistantMessage: ChatMessageView | undefined;
  let failure: string | undefined;
  for await (const e of events) {
    if (e.event === 'done') assistantMessage = e.data.message;
    if (e.event === 'error') failure = e.data.message;
  }
  if (!assistantMessage) return reply.code(502).send({ message: failure ?? '', code: 'INTERNAL' });
  return { userMessage: turn.userMessage, assistantMessage };
}

/** The visitor's side of the assistant: sessions, messages, streamed replies (public-site.md §7). */
export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const visitor = async (req: FastifyRequest) => ({
      visitorToken: visitorOf(req),
      userId: (await req.currentUser())?.id ?? null,
      locale: req.locale,
    });

    r.post(
      '/api/chat/sessions',
      {
        config: { access: 'public', rateLimit: createLimits },
        schema: { body: CreateSessionRequest, response: { 201: CreatedSessionResponse } },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await createSession(ctx, { ...(await visitor(req)), title: req.body.title, welcome: false })),
    );

    r.get(
      '/api/chat/sessions',
      { config: { access: 'public' }, schema: { response: { 200: SessionListResponse } } },
      async (req) => listOwnSessions(ctx, visitorOf(req)),
    );

    r.get(
      '/api/chat/sessions/:id',
      {
        config: { access: 'public' },
        schema: { params: SessionIdParams, response: { 200: ChatSessionView } },
      },
      async (req) => getSession(ctx, { sessionId: req.params.id, visitorToken: visitorOf(req) }),
    );

    r.get(
      '/api/chat/sessions/:id/messages',
      {
        config: { access: 'public' },
        schema: { params: SessionIdParams, response: { 200: MessageListResponse } },
      },
      async (req) => getMessages(ctx, { sessionId: req.params.id, visitorToken: visitorOf(req) }),
    );

    r.post(
      '/api/chat/sessions/:id/messages',
      {
        config: { access: 'public', rateLimit: sendLimits('id') },
        compress: false,
        schema: { params: SessionIdParams, body: SendMessageRequest, response: { 200: SendMessageResponse } },
      },
      async (req, reply) => send(ctx, req, reply, req.params.id, req.body.content),
    );

    r.delete(
      '/api/chat/sessions/:id',
      { config: { access: 'public' }, schema: { params: SessionIdParams } },
      async (req, reply) => {
        await removeSession(ctx, { sessionId: req.params.id, visitorToken: visitorOf(req) });
        return reply.code(204).send();
      },
    );

    // The widget's calls: resume the stored session or start one with its welcome.
    r.post(
      '/api/chat/simple/sessions',
      {
        config: { access: 'public', rateLimit: createLimits },
        schema: { body: SimpleSessionRequest, response: { 200: CreatedSessionResponse } },
      },
      async (req) =>
        resumeOrCreate(ctx, {
          ...(await visitor(req)),
          sessionId: req.body.sessionId,
          title: req.body.title,
        }),
    );

    r.get(
      '/api/chat/simple/:sessionId/messages',
      {
        config: { access: 'public' },
        schema: { params: SimpleSessionParams, response: { 200: MessageListResponse } },
      },
      async (req) => getMessages(ctx, { sessionId: req.params.sessionId, visitorToken: visitorOf(req) }),
    );

    r.post(
      '/api/chat/simple/:sessionId/messages',
      {
        config: { access: 'public', rateLimit: sendLimits('sessionId') },
        compress: false,
        schema: {
          params: SimpleSessionParams,
          body: SendMessageRequest,
          response: { 200: SendMessageResponse },
        },
      },
      async (req, reply) => send(ctx, req, reply, req.params.sessionId, req.body.content),
    );
  };
