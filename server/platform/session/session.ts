import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '@shared/permissions';
import { sessions } from '../../db/schema/auth';
import type { AppContext } from '../context';

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

/** The idle and absolute limits of a session, in milliseconds (security settings). */
interface Limits {
  idleMs: number;
  absoluteMs: number;
}

const limitsOf = (idleMinutes: number, absoluteHours: number): Limits => ({
  idleMs: idleMinutes * 60_000,
  absoluteMs: absoluteHours * 3_600_000,
});

/** The limits as loaded, without waiting (undefined before the settings' first load). */
function limitsNow(ctx: AppContext): Limits | undefined {
  const idle = ctx.settings.numberNow('security', 'sessionIdleMinutes');
  const absolute = ctx.settings.numberNow('security', 'sessionAbsoluteHours');
  return idle === undefined || absolute === undefined ? undefined : limitsOf(idle, absolute);
}

const NO_USER: Promise<SessionUser | null> = Promise.resolve(null);

/**
 * The signed-in user of a request, or null. Enforces the idle and absolute limits from settings on
 * every call (better-auth only knows a fixed expiry), ending a session that passed either.
 *
 * Most requests: a session verified in the last minute (session-cache.ts), within its limits, seen
 * less than a minute ago. That answer is made without a database round trip and without an async
 * function (each promise costs more while an AsyncLocalStorage is in use, Node 20); anything else
 * goes the long way.
 */
export function resolveSessionUser(ctx: AppContext, req: FastifyRequest): Promise<SessionUser | null> {
  const now = Date.now();
  const known = sessionUserNow(ctx, req.headers.cookie, now);
  if (known === null) return NO_USER;
  if (known) return Promise.resolve(known);
  return verifySession(ctx, req, sessionCookieValue(req.headers.cookie)!, now);
}

/**
 * The signed-in user as far as it is known without waiting: null without a session cookie, the user of
 * a session verified in the last minute (within its limits, seen less than a minute ago), undefined
 * when only the database can tell (resolveSessionUser goes the long way then).
 */
export function sessionUserNow(
  ctx: AppContext,
  cookieHeader: string | undefined,
  now = Date.now(),
): SessionUser | null | undefined {
  const cookie = sessionCookieValue(cookieHeader);
  if (!cookie) return null;
  const limits = limitsNow(ctx);
  const cached = ctx.sessionCache?.get(cookie);
  if (
    limits &&
    cached &&
    now - cached.lastSeen <= Math.min(limits.idleMs, TOUCH_EVERY_MS) &&
    now - cached.createdAt <= limits.absoluteMs
  )
    return cached.user;
  return undefined;
}

async function verifySession(
  ctx: AppContext,
  req: FastifyRequest,
  cookie: string,
  now: number,
): Promise<SessionUser | null> {
  const { idleMs, absoluteMs } = limitsOf(
    await ctx.settings.number('security', 'sessionIdleMinutes'),
    await ctx.settings.number('security', 'sessionAbsoluteHours'),
  );
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
