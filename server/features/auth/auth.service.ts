import { eq, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { CurrentUser } from '@shared/auth/auth.schemas';
import { ROLES, type Role } from '@shared/permissions';
import { sessions, users } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { audit } from '../../platform/audit';
import { refuseWhenLimited } from '../../platform/rate-limit/rate-limit-route';
import { storableText } from '../../platform/http/security-input';
import { deviceCookie, knownDevice } from './device-cookie';
import { mustEnrolTwoFactor } from './two-factor.service';

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
  // After `max` failures the wait doubles from 30 s up to the window, and failures are remembered a day.
  const delay = { free: max, baseSeconds: 30, maxSeconds: windowSeconds, windowSeconds: 24 * 3600 };
  return { perIp: max * 4, windowSeconds, delay };
}

/**
 * Signs in by username or e-mail address. Every attempt is counted before the password is checked, in one atomic step,
 * so parallel guesses cannot all slip under the limit: per IP (a fixed window; successes are taken
 * back) and per username with a growing delay. A device that signed in before as this user has its
 * own counter instead of the username's, so guesses from elsewhere cannot lock its user out. Past a
 * limit the answer is 429 whether or not the account exists, so the limit reveals nothing.
 */
export async function signIn(
  ctx: AppContext,
  input: SignInInput,
): Promise<{ user: CurrentUser | null; setCookies: string[] }> {
  const username = await usernameOf(ctx, input.username.trim().toLowerCase());
  const limits = await loginLimits(ctx);
  const ipKey = `login:ip:${input.ip}`;
  refuseWhenLimited(await ctx.rateLimiter.hit(ipKey, limits.perIp, limits.windowSeconds));
  const device = await knownDevice(ctx, input.headers.get('cookie') ?? undefined, username);
  const userKey = device ? `login:device:${device.id}` : `login:user:${username}`;
  refuseWhenLimited(await ctx.rateLimiter.delay(userKey, limits.delay));

  let result;
  try {
    result = await ctx.auth.api.signInUsername({
      body: { username, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
  } catch (err) {
    // A wrong password, an unknown user and the right password of a closed account (no session is
    // made for it, platform/session/auth.ts) read alike, after the same password check.
    if (err instanceof APIError && err.statusCode < 500)
      throw new AppError('INVALID_CREDENTIALS', 'api:invalidCredentials');
    throw err;
  }
  if ('twoFactorRedirect' in result.response) {
    // The password was right; the session comes once the code is given (POST /api/auth/two-factor),
    // within ten minutes, on the short-lived cookie better-auth just set.
    await ctx.rateLimiter.reset(userKey);
    await ctx.rateLimiter.undo(ipKey);
    return { user: null, setCookies: result.headers.getSetCookie() };
  }
  await ctx.rateLimiter.reset(userKey);
  await ctx.rateLimiter.undo(ipKey);
  // A new session token is issued at every sign-in; the one the browser held before is ended.
  if (input.previousSessionId) await ctx.db.delete(sessions).where(eq(sessions.id, input.previousSessionId));

  return {
    user: await currentUserView(ctx, result.response.user as Record<string, unknown>),
    setCookies: [
      ...result.headers.getSetCookie(),
      await deviceCookie(ctx, username, ctx.env.PUBLIC_URL.startsWith('https://')),
    ],
  };
}

/**
 * The username an account signs in with, found from the username itself or from the account's e-mail
 * address (dealers get generated usernames, and know the address they registered with). An address
 * no account has is kept as typed: it then fails like any unknown username, counted under its own key.
 */
async function usernameOf(ctx: AppContext, typed: string): Promise<string> {
  if (!typed.includes('@')) return typed;
  const [row] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${typed}`)
    .limit(1);
  return row?.username ?? typed;
}

/**
 * A sign-in refused before its password was looked at, for text that cannot be stored (a lone UTF-16
 * surrogate, a NUL in the username): it still uses up one of the address's attempts and is audited
 * as a failure, with the username as far as it can be written down.
 */
export async function recordRefusedSignIn(ctx: AppContext, attempt: { body: unknown; ip: string }) {
  const limits = await loginLimits(ctx);
  await ctx.rateLimiter.hit(`login:ip:${attempt.ip}`, limits.perIp, limits.windowSeconds);
  const tried = (attempt.body as { username?: unknown } | null | undefined)?.username;
  await audit(ctx.db, {
    actor: null,
    action: 'auth.sign_in_failed',
    entityType: 'user',
    ip: attempt.ip,
    details: {
      username: typeof tried === 'string' ? storableText(tried.trim().toLowerCase().slice(0, 100)) : null,
      step: 'password',
      reason: 'UNSTORABLE_INPUT',
    },
  });
}

/** The signed-in user as the client sees it, with whether the admin must first enrol in two-factor. */
export async function currentUserView(ctx: AppContext, u: Record<string, unknown>): Promise<CurrentUser> {
  const role = (ROLES as readonly string[]).includes(String(u.role)) ? (u.role as Role) : 'user';
  return {
    id: String(u.id),
    username: String(u.username ?? u.email),
    role,
    email: String(u.email),
    firstName: (u.firstName as string | null) ?? null,
    lastName: (u.lastName as string | null) ?? null,
    mustEnrolTwoFactor: await mustEnrolTwoFactor(ctx, String(u.id), role),
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
