import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chatMessages, chatSessions, type NewChatMessage, type NewChatSession } from '../../db/schema/chat';
import { posts } from '../../db/schema/content';

export async function insertSession(db: DbOrTx, row: NewChatSession) {
  const [s] = await db.insert(chatSessions).values(row).returning();
  return s!;
}

export async function findSession(db: DbOrTx, sessionId: string) {
  const [s] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
  return s ?? null;
}

/** The session row locked for one reply at a time (two tabs sending at once count tokens once each). */
export async function lockSession(db: DbOrTx, sessionId: string) {
  const [s] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)).for('update');
  return s ?? null;
}

export function sessionsOfVisitor(db: DbOrTx, visitorToken: string) {
  return db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.visitorToken, visitorToken))
    .orderBy(desc(sql`coalesce(${chatSessions.lastMessageAt}, ${chatSessions.createdAt})`))
    .limit(50);
}

export function listMessages(db: DbOrTx, sessionId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function insertMessage(db: DbOrTx, row: NewChatMessage) {
  const [m] = await db.insert(chatMessages).values(row).returning();
  await db
    .update(chatSessions)
    .set({
      messageCount: sql`${chatSessions.messageCount} + 1`,
      lastMessageAt: m!.createdAt,
      updatedAt: new Date(),
      ...(row.model ? { model: row.model } : {}),
    })
    .where(eq(chatSessions.sessionId, row.sessionId));
  return m!;
}

export async function renameSession(db: DbOrTx, sessionId: string, title: string) {
  await db.update(chatSessions).set({ title }).where(eq(chatSessions.sessionId, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(chatSessions).where(eq(chatSessions.sessionId, sessionId));
}

/** Tokens spent in a session so far (prompt and reply, as the provider counted them). */
export async function sessionTokens(db: DbOrTx, sessionId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${chatMessages.tokens}), 0)::int` })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  return Number(r?.n ?? 0);
}

export function publishedPostPassages(db: DbOrTx) {
  return db
    .select({ slug: posts.slug, title: posts.title, excerpt: posts.excerpt, content: posts.content })
    .from(posts)
    .where(and(eq(posts.status, 'published'), lt(posts.publishedAt, sql`now() + interval '1 second'`)))
    .orderBy(desc(posts.publishedAt))
    .limit(200);
}

/** Transcripts whose last activity is older than the cutoff (messages follow by cascade). */
export async function purgeSessionsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(chatSessions)
    .where(lt(sql`coalesce(${chatSessions.lastMessageAt}, ${chatSessions.createdAt})`, cutoff))
    .returning({ id: chatSessions.id });
  return rows.length;
}

// --- admin history ------------------------------------------------------------------------------

export interface HistoryFilter {
  search?: string;
  from?: Date;
  to?: Date;
}

function historyWhere(f: HistoryFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(chatSessions.title, like), ilike(chatSessions.sessionId, like))!);
  }
  if (f.from) parts.push(gte(chatSessions.createdAt, f.from));
  if (f.to) parts.push(lt(chatSessions.createdAt, f.to));
  return parts.length ? and(...parts) : undefined;
}

const SORTS = {
  recent: [desc(chatSessions.createdAt), desc(chatSessions.id)],
  oldest: [asc(chatSessions.createdAt), asc(chatSessions.id)],
  messages: [desc(chatSessions.messageCount), desc(chatSessions.createdAt)],
  active: [
    desc(chatSessions.isActive),
    desc(sql`coalesce(${chatSessions.lastMessageAt}, ${chatSessions.createdAt})`),
  ],
} as const;

export async function historyPage(
  db: DbOrTx,
  f: HistoryFilter & { sort: keyof typeof SORTS; limit: number; offset: number },
) {
  const where = historyWhere(f);
  const rows = await db
    .select()
    .from(chatSessions)
    .where(where)
    .orderBy(...SORTS[f.sort])
    .limit(f.limit)
    .offset(f.offset);
  const [sum] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${chatSessions.isActive})::int`,
      messages: sql<number>`coalesce(sum(${chatSessions.messageCount}), 0)::int`,
    })
    .from(chatSessions)
    .where(where);
  return { rows, total: Number(sum!.total), active: Number(sum!.active), messages: Number(sum!.messages) };
}

/** Sessions started and messages written per day since `from`, days cut at `offsetMinutes` from UTC. */
export async function perDay(db: DbOrTx, from: Date, offsetMinutes: number) {
  const shift = sql.raw(`interval '${-Math.trunc(offsetMinutes)} minutes'`);
  const sessions = await db
    .select({
      day: sql<string>`to_char((${chatSessions.createdAt} at time zone 'UTC') + ${shift}, 'YYYY-MM-DD')`,
      n: sql<number>`count(*)::int`,
    })
    .from(chatSessions)
    .where(gte(chatSessions.createdAt, from))
    .groupBy(sql`1`);
  const messages = await db
    .select({
      day: sql<string>`to_char((${chatMessages.createdAt} at time zone 'UTC') + ${shift}, 'YYYY-MM-DD')`,
      n: sql<number>`count(*)::int`,
    })
    .from(chatMessages)
    .where(gte(chatMessages.createdAt, from))
    .groupBy(sql`1`);
  return { sessions, messages };
}
