import type {
  AdminMessagesResponse,
  AdminSessionsQuery,
  AdminSessionsResponse,
  AdminSessionView,
} from '@shared/chat/chat.schemas';
import type { ChatSession } from '../../db/schema/chat';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSession, historyPage, listMessages, perDay } from './chat.repo';

const DAY_MS = 86_400_000;

const toAdminView = (s: ChatSession): AdminSessionView => ({
  id: s.id,
  sessionId: s.sessionId,
  title: s.title,
  model: s.model,
  createdAt: s.createdAt.toISOString(),
  lastMessageAt: s.lastMessageAt?.toISOString() ?? null,
  messageCount: s.messageCount,
  isActive: s.isActive,
  signedIn: s.userId !== null,
});

/** The start of the admin's day containing `now` (tz: minutes behind UTC, as Date#getTimezoneOffset). */
export function startOfLocalDay(now: Date, tz: number): Date {
  const local = now.getTime() - tz * 60_000;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS + tz * 60_000);
}

export function rangeBounds(range: AdminSessionsQuery['range'], tz: number, now = new Date()) {
  const today = startOfLocalDay(now, tz);
  switch (range) {
    case 'today':
      return { from: today };
    case 'yesterday':
      return { from: new Date(today.getTime() - DAY_MS), to: today };
    case 'week':
      return { from: new Date(today.getTime() - 6 * DAY_MS) };
    case 'month':
      return { from: new Date(today.getTime() - 29 * DAY_MS) };
    default:
      return {};
  }
}

/** Summary cards, one page of sessions and the 7-day series, all from the stored rows. */
export async function chatHistory(
  ctx: AppContext,
  q: AdminSessionsQuery,
  now = new Date(),
): Promise<AdminSessionsResponse> {
  const page = await historyPage(ctx.db, {
    search: q.search || undefined,
    ...rangeBounds(q.range, q.tz, now),
    sort: q.sort,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  const weekStart = new Date(startOfLocalDay(now, q.tz).getTime() - 6 * DAY_MS);
  const counts = await perDay(ctx.db, weekStart, q.tz);
  const week = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(weekStart.getTime() + i * DAY_MS - q.tz * 60_000).toISOString().slice(0, 10);
    return {
      day,
      sessions: Number(counts.sessions.find((r) => r.day === day)?.n ?? 0),
      messages: Number(counts.messages.find((r) => r.day === day)?.n ?? 0),
    };
  });
  return {
    sessions: page.rows.map(toAdminView),
    total: page.total,
    summary: {
      totalSessions: page.total,
      activeSessions: page.active,
      totalMessages: page.messages,
      averageMessages: page.total ? Math.round((page.messages / page.total) * 10) / 10 : 0,
    },
    week,
  };
}

export async function adminSessionMessages(
  ctx: AppContext,
  sessionId: string,
): Promise<AdminMessagesResponse> {
  const s = await findSession(ctx.db, sessionId);
  if (!s) throw notFound('chat:errors.sessionNotFound');
  const messages = await listMessages(ctx.db, sessionId);
  return {
    session: toAdminView(s),
    messages: messages.map((m) => ({
      id: m.id,
      role: m.role === 'user' ? 'user' : 'assistant',
      content: m.content,
      createdAt: m.createdAt.toISOString(),
      tokens: m.tokens,
      model: m.model,
    })),
  };
}
