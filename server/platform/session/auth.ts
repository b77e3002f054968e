import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { twoFactor, username } from 'better-auth/plugins';
import type { Db } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/auth';
import { ACCOUNT_CLOSED, auditSignIn, SIGN_IN_PATHS } from './sign-in-audit';

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Hard cap on a session's life; idle and absolute limits from settings are checked on every request too. */
  maxSessionSeconds: number;
  /** The current minimum password length (security.passwordMinLength), read on every request that sets one. */
  minPasswordLength: () => Promise<number>;
  /** Where better-auth's own error reports go (their errors may hold a query's values: a session token). */
  logError?: (message: string, err: unknown) => void;
  /** Two-factor codes, each taken once (features/auth/totp-once.ts). */
  totp: TotpOnce;
}

/** What a code claim answers: taken now, taken before (refused), or not a current code (left to better-auth). */
export type TotpClaim = 'claimed' | 'used' | 'not-a-code';

/**
 * TOTP codes taken for one use (RFC 6238 §5.2), with the parameters better-auth's plugin is given: a
 * code is claimed before the plugin checks it, so a replayed code finishes no second sign-in.
 */
export interface TotpOnce {
  digits: 6 | 8;
  periodSeconds: number;
  claim(opts: {
    userId: string;
    code: string;
    decrypt: (stored: string) => Promise<string>;
  }): Promise<TotpClaim>;
}

/** better-auth endpoints that take a new password, and the body field that carries it. */
const PASSWORD_SETTERS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * better-auth holds the credentials and sessions. It is called from our own routes (POST /api/auth/login
 * and friends) rather than mounted whole, so only the endpoints the product offers exist.
 */
export function createAuth(opts: AuthOptions) {
  return betterAuth({
    appName: 'Vehicle Donation Canada',
    baseURL: opts.publicUrl,
    basePath: '/api/auth/core',
    secret: opts.secret,
    database: drizzleAdapter(opts.db as never, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      // The configured minimum is checked per request by the hook below (a settings change applies at
      // once); the static floor here only keeps better-auth from applying its own default of 8.
      minPasswordLength: 1,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        locale: { type: 'string', required: false, defaultValue: 'en' },
        // Read with the session so a banned user is refused even while a session row remains.
        banned: { type: 'boolean', input: false, required: false, defaultValue: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A closed account (a revoked dealer, a deactivated charity, a disabled user) gets no session,
          // whatever the path. Refused after the password was checked, with the reason only better-auth
          // and the audit see: the sign-in answers it exactly as a wrong password (features/auth).
          before: async (session) => {
            const [row] = await opts.db
              .select({ banned: users.banned })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row?.banned)
              throw new APIError('UNAUTHORIZED', { message: 'Account closed', code: ACCOUNT_CLOSED });
          },
        },
      },
    },
    session: {
      expiresIn: opts.maxSessionSeconds,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 50,
        usernameValidator: (u) => /^[a-zA-Z0-9_.-]+$/.test(u),
      }),
      // TOTP for staff and admins (server/features/auth/two-factor.*): enrolment is confirmed with one
      // code; recovery codes are stored encrypted and each works once. No "trust this device".
      twoFactor({
        issuer: 'Vehicle Donation Canada',
        totpOptions: { digits: opts.totp.digits, period: opts.totp.periodSeconds },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (c) => {
        if (c.path === '/two-factor/verify-totp') {
          // A code is taken once (RFC 6238): claimed before the plugin checks it and opens a session.
          const userId = await totpUserId(c);
          const code = String((c.body as { code?: unknown } | undefined)?.code ?? '');
          const claim = userId
            ? await opts.totp.claim({
                userId,
                code,
                decrypt: (data) => symmetricDecrypt({ key: c.context.secretConfig, data }),
              })
            : 'not-a-code';
          if (claim === 'used') {
            const refused = new APIError('UNAUTHORIZED', {
              message: 'This code was already used',
              code: 'TOTP_CODE_USED',
            });
            await auditSignIn(opts.db, {
              path: c.path,
              body: c.body,
              returned: refused,
              cookie: c.headers?.get('cookie'),
            });
            throw refused;
          }
        }
        const field = PASSWORD_SETTERS[c.path ?? ''];
        if (!field) return;
        const value = (c.body as Record<string, unknown> | undefined)?.[field];
        const minimum = await opts.minPasswordLength();
        if (typeof value === 'string' && value.length < minimum)
          throw new APIError('BAD_REQUEST', { message: 'Password too short', code: 'PASSWORD_TOO_SHORT' });
      }),
      // Sign-in outcomes for the audit log: success, failure, second factor asked, closed account.
      after: createAuthMiddleware(async (c) => {
        if (!SIGN_IN_PATHS.has(c.path ?? '')) return;
        await auditSignIn(opts.db, {
          path: c.path ?? '',
          body: c.body,
          returned: c.context.returned,
          sessionUser: c.context.newSession?.user as Record<string, unknown> | undefined,
          cookie: c.headers?.get('cookie'),
        });
      }),
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'error',
      // Its default prints the failed query with its values (a session token when the database is
      // out of reach): the caller logs only what safeError keeps.
      log: (_level, message: unknown, ...args: unknown[]) =>
        opts.logError?.(
          message instanceof Error ? message.name : String(message),
          message instanceof Error ? message : args.find((a) => a instanceof Error),
        ),
    },
    trustedOrigins: [new URL(opts.publicUrl).origin],
    advanced: {
      cookiePrefix: 'vdc',
      useSecureCookies: opts.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Whose code a TOTP check is, found as the plugin finds it: the signed-in user (enrolment), else the
 * user of the signed sign-in challenge cookie. Null when neither holds: the plugin then refuses.
 */
async function totpUserId(c: AuthMiddlewareContext): Promise<string | null> {
  const session = await getSessionFromCtx(c).catch(() => null);
  if (session) return session.user.id;
  const challenge = await c.getSignedCookie(c.context.createAuthCookie('two_factor').name, c.context.secret);
  if (!challenge) return null;
  const pending = await c.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}
