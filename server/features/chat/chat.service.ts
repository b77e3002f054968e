import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  OFFLINE_MODEL,
  type ChatMessageView,
  type ChatSessionView,
  type ChatSource,
  type ChatStreamEvent,
  type CreatedSessionResponse,
} from '@shared/chat/chat.schemas';
import type { ChatMessage, ChatSession } from '../../db/schema/chat';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import { AssistantFailure, runAssistant, type Turn } from './assistant';
import {
  deleteSession,
  findSession,
  insertMessage,
  insertSession,
  listMessages,
  lockSession,
  renameSession,
  sessionsOfVisitor,
  sessionTokens,
} from './chat.repo';
import { businessFacts } from './business-facts';

const DEFAULT_TITLE = 'New Conversation';
const newId = (bytes: number) => randomBytes(bytes).toString('base64url');
const TOKEN_RE = /^[\w-]{32}$/;

/** The visitor's token as sent, when it has the shape the server issues; otherwise none. */
export const validVisitorToken = (raw: unknown) =>
  typeof raw === 'string' && TOKEN_RE.test(raw) ? raw : null;

export function toSessionView(s: ChatSession): ChatSessionView {
  return {
    sessionId: s.sessionId,
    title: s.title,
    model: s.model,
    isActive: s.isActive,
    messageCount: s.messageCount,
    lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

export function toMessageView(m: ChatMessage): ChatMessageView {
  const sources = (m.metadata as { sources?: ChatSource[] } | null)?.sources ?? [];
  return {
    id: m.id,
    role: m.role === 'user' ? 'user' : 'assistant',
    content: m.content,
    model: m.model,
    tokens: m.tokens,
    finishReason: m.finishReason,
    sources,
    createdAt: m.createdAt.toISOString(),
  };
}

const sameToken = (a: string | null, b: string | null) =>
  !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The session when it belongs to this visitor; another visitor's session is "not found". */
async function ownedSession(ctx: AppContext, sessionId: string, visitorToken: string | null) {
  const s = await findSession(ctx.db, sessionId);
  if (!s || !sameToken(s.visitorToken, visitorToken)) throw notFound('chat:errors.sessionNotFound');
  return s;
}

export async function createSession(
  ctx: AppContext,
  o: { visitorToken: string | null; userId: string | null; title?: string; locale: Locale; welcome: boolean },
): Promise<CreatedSessionResponse> {
  const visitorToken = o.visitorToken ?? newId(24);
  const session = await ctx.db.transaction(async (tx) => {
    const s = await insertSession(tx, {
      sessionId: newId(24),
      visitorToken,
      userId: o.userId,
      title: o.title || DEFAULT_TITLE,
      model: ctx.ai.configured ? ctx.ai.model : OFFLINE_MODEL,
    });
    if (!o.welcome) return s;
    // A new widget session opens with a welcome (public-site.md §4).
    const { companyName } = await businessFacts(ctx, o.locale);
    await insertMessage(tx, {
      sessionId: s.sessionId,
      role: 'assistant',
      content: translate(o.locale, 'chat:offline.welcome', { companyName }),
      model: s.model,
      finishReason: 'welcome',
      metadata: { welcome: true },
    });
    return (await findSession(tx, s.sessionId))!;
  });
  return { ...toSessionView(session), visitorToken };
}

/** The widget resumes its stored session when it is still the visitor's, else starts one. */
export async function resumeOrCreate(
  ctx: AppContext,
  o: {
    sessionId?: string;
    visitorToken: string | null;
    userId: string | null;
    title?: string;
    locale: Locale;
  },
): Promise<CreatedSessionResponse> {
  if (o.sessionId && o.visitorToken) {
    const s = await findSession(ctx.db, o.sessionId);
    if (s && sameToken(s.visitorToken, o.visitorToken))
      return { ...toSessionView(s), visitorToken: o.visitorToken };
  }
  return createSession(ctx, { ...o, welcome: true });
}

export async function listOwnSessions(ctx: AppContext, visitorToken: string | null) {
  if (!visitorToken) return { sessions: [] };
  return { sessions: (await sessionsOfVisitor(ctx.db, visitorToken)).map(toSessionView) };
}

export async function getSession(ctx: AppContext, o: { sessionId: string; visitorToken: string | null }) {
  return toSessionView(await ownedSession(ctx, o.sessionId, o.visitorToken));
}

export async function getMessages(ctx: AppContext, o: { sessionId: string; visitorToken: string | null }) {
  const s = await ownedSession(ctx, o.sessionId, o.visitorToken);
  return {
    session: toSessionView(s),
    messages: (await listMessages(ctx.db, s.sessionId)).map(toMessageView),
  };
}

export async function removeSession(ctx: AppContext, o: { sessionId: string; visitorToken: string | null }) {
  const s = await ownedSession(ctx, o.sessionId, o.visitorToken);
  await deleteSession(ctx.db, s.sessionId);
}

export interface OpenTurn {
  sessionId: string;
  userMessage: ChatMessageView;
  history: Turn[];
  tokensUsed: number;
  model: string;
}

/** Stores the visitor's message (its own transaction: it is kept whatever happens to the reply). */
export async function beginTurn(
  ctx: AppContext,
  o: { sessionId: string; visitorToken: string | null; content: string },
): Promise<OpenTurn> {
  await ownedSession(ctx, o.sessionId, o.visitorToken);
  return ctx.db.transaction(async (tx) => {
    const s = (await lockSession(tx, o.sessionId))!;
    const before = await listMessages(tx, s.sessionId);
    const tokensUsed = await sessionTokens(tx, s.sessionId);
    const user = await insertMessage(tx, { sessionId: s.sessionId, role: 'user', content: o.content });
    if (s.title === DEFAULT_TITLE && !before.some((m) => m.role === 'user'))
      await renameSession(tx, s.sessionId, o.content.replace(/\s+/g, ' ').slice(0, 60));
    return {
      sessionId: s.sessionId,
      userMessage: toMessageView(user),
      // The welcome is the page's, not the conversation's.
      history: before
        .filter((m) => m.finishReason !== 'welcome')
        .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content })),
      tokensUsed,
      model: ctx.ai.configured ? ctx.ai.model : OFFLINE_MODEL,
    };
  });
}

/** The reply as events: deltas while it streams, the stored message at the end, or an error. */
export async function* replyEvents(
  ctx: AppContext,
  turn: OpenTurn,
  o: { locale: Locale; question: string; signal?: AbortSignal },
): AsyncGenerator<ChatStreamEvent> {
  yield { event: 'start', data: { userMessage: turn.userMessage, model: turn.model } };
  try {
    for await (const ev of runAssistant(ctx, {
      locale: o.locale,
      history: turn.history,
      question: o.question,
      tokensUsed: turn.tokensUsed,
      signal: o.signal,
    })) {
      if (ev.type === 'delta') yield { event: 'delta', data: { text: ev.text } };
      else if (ev.type === 'replace') yield { event: 'replace', data: { text: ev.text } };
      else {
        const stored = await insertMessage(ctx.db, {
          sessionId: turn.sessionId,
          role: 'assistant',
          content: ev.content,
          model: ev.model,
          tokens: ev.tokens,
          finishReason: ev.finishReason,
          metadata: { sources: ev.sources },
        });
        yield { event: 'done', data: { message: toMessageView(stored) } };
      }
    }
  } catch (err) {
    if (!(err instanceof AssistantFailure)) throw err;
    yield { event: 'error', data: { message: translate(o.locale, err.messageKey), code: err.reason } };
  }
}
