import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '@shared/permissions';
import { sessions } from '../db/schema/auth';
import type { AppContext } from './context';

export interface SessionUser {
  id: string;
  username: string;
  role: Role;
  email: string;
  firstName: string | null;
  lastName: string | null;
  sessionId: string;
}

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

const TOUCH_EVERY_MS = 60_000;
const SESSION_COOKIES = ['vdc.session_token', '__Secure-vdc.session_token'];

/** The session cookie's raw (signed) value, or null: the key of the session cache. */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && SESSION_COOKIES.includes(part.slice(0, eq).trim()))
      return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * The signed-in user of a request, or null. Enforces the idle and absolute limits from settings on
 * every call (better-auth only knows a fixed expiry), ending a session that passed either.
 */
export async function resolveSessionUser(ctx: AppContext, req: FastifyRequest): Promise<SessionUser | null> {
  const cookie = sessionCookieValue(req.headers.cookie);
  if (!cookie) return null;
  const now = Date.now();
  const idleMs = (await ctx.settings.number('security', 'sessionIdleMinutes')) * 60_000;
  const absoluteMs = (await ctx.settings.number('security', 'sessionAbsoluteHours')) * 3_600_000;

  // Most requests: a session verified in the last minute, no database round trip (session-cache.ts).
  const cached = ctx.sessionCache?.get(cookie);
  if (cached && now - cached.lastSeen <= idleMs && now - cached.createdAt <= absoluteMs) {
    if (now - cached.lastSeen > TOUCH_EVERY_MS) {
      cached.lastSeen = now;
      await ctx.db
        .update(sessions)
        .set({ updatedAt: new Date(now) })
        .where(eq(sessions.id, cached.user.sessionId));
    }
    return cached.user;
  }
  const mark = ctx.sessionCache?.mark() ?? 0;
  const found = await ctx.auth.api.getSession({ headers: toHeaders(req.headers) });
  if (!found) return null;
  const { session, user } = found;
  const lastSeen = new Date(session.updatedAt).getTime();
  const started = new Date(session.createdAt).getTime();
  if (now - lastSeen > idleMs || now - started > absoluteMs) {
    await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  const touched = now - lastSeen > TOUCH_EVERY_MS;
  if (touched) {
    await ctx.db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  const u = user as typeof user & { role?: string; username?: string; firstName?: string; lastName?: string };
  const role = (ROLES as readonly string[]).includes(u.role ?? '') ? (u.role as Role) : 'user';
  if ((u as { banned?: boolean }).banned) return null;
  const signedIn: SessionUser = {
    id: u.id,
    username: u.username ?? u.email,
    role,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    sessionId: session.id,
  };
  ctx.sessionCache?.set(
    cookie,
    { user: signedIn, userId: u.id, createdAt: started, lastSeen: touched ? now : lastSeen },
    mark,
  );
  return signedIn;
}
