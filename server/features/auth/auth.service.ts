import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { CurrentUser } from '@shared/auth/auth.schemas';
import { ROLES, type Role } from '@shared/permissions';
import { sessions } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

interface SignInInput {
  username: string;
  password: string;
  ip: string;
  headers: Headers;
  previousSessionId?: string;
}

async function loginLimits(ctx: AppContext) {
  const max = await ctx.settings.number('security', 'loginMaxAttempts');
  const windowSeconds = (await ctx.settings.number('security', 'loginWindowMinutes')) * 60;
  return { perUser: max, perIp: max * 4, windowSeconds };
}

/**
 * Signs in by username. Failed attempts count per username and per IP; past the limit the answer is
 * 429 whether or not the account exists, so the limit reveals nothing.
 */
export async function signIn(
  ctx: AppContext,
  input: SignInInput,
): Promise<{ user: CurrentUser; setCookies: string[] }> {
  const username = input.username.trim().toLowerCase();
  const limits = await loginLimits(ctx);
  const userKey = `login:user:${username}`;
  const ipKey = `login:ip:${input.ip}`;
  for (const [key, limit] of [
    [userKey, limits.perUser],
    [ipKey, limits.perIp],
  ] as const) {
    const state = await ctx.rateLimiter.peek(key, limit);
    if (!state.allowed)
      throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: state.retryAfterSeconds });
  }

  let result;
  try {
    result = await ctx.auth.api.signInUsername({
      body: { username, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500) {
      await ctx.rateLimiter.hit(userKey, limits.perUser, limits.windowSeconds);
      await ctx.rateLimiter.hit(ipKey, limits.perIp, limits.windowSeconds);
      throw new AppError('INVALID_CREDENTIALS', 'api:invalidCredentials');
    }
    throw err;
  }
  await ctx.rateLimiter.reset(userKey);
  // A new session token is issued at every sign-in; the one the browser held before is ended.
  if (input.previousSessionId) await ctx.db.delete(sessions).where(eq(sessions.id, input.previousSessionId));

  const u = result.response.user as Record<string, unknown>;
  const role = (ROLES as readonly string[]).includes(String(u.role)) ? (u.role as Role) : 'user';
  return {
    user: {
      id: String(u.id),
      username: String(u.username ?? u.email),
      role,
      email: String(u.email),
      firstName: (u.firstName as string | null) ?? null,
      lastName: (u.lastName as string | null) ?? null,
    },
    setCookies: result.headers.getSetCookie(),
  };
}

export async function signOut(ctx: AppContext, headers: Headers): Promise<string[]> {
  try {
    const result = await ctx.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return [];
  }
}
