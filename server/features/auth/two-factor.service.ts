import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import QRCode from 'qrcode';
import type { Role } from '@shared/permissions';
import type { TwoFactorEnrolResponse, TwoFactorStatus } from '@shared/users/users.schemas';
import { users } from '../../db/schema/auth';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { ACCOUNT_CLOSED } from '../../platform/session/sign-in-audit';

/**
 * Two-factor sign-in (TOTP) for staff and admins, on better-auth's twoFactor plugin: the plugin keeps
 * the encrypted secret and recovery codes (two_factors) and the short sign-in challenge; these
 * functions call it from our own routes and turn its refusals into the product's messages.
 */

async function isEnabled(ctx: AppContext, userId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}

/** Whether the settings require two-factor of this account (admins, when security.requireAdminTwoFactor is on). */
export async function twoFactorRequired(ctx: AppContext, role: Role): Promise<boolean> {
  return role === 'admin' && (await ctx.settings.get('security', 'requireAdminTwoFactor')) === true;
}

/**
 * Whether two-factor may be required of this role, known without waiting: false for every account but
 * an admin, and for an admin while the loaded setting is off (true: ask mustEnrolTwoFactor).
 */
export function twoFactorMayBeRequired(ctx: AppContext, role: Role): boolean {
  return role === 'admin' && ctx.settings.getNow('security', 'requireAdminTwoFactor') !== false;
}

/** Read at request time: an admin without two-factor, while the setting is on, must enrol first. */
export async function mustEnrolTwoFactor(ctx: AppContext, userId: string, role: Role): Promise<boolean> {
  return (await twoFactorRequired(ctx, role)) && !(await isEnabled(ctx, userId));
}

export async function twoFactorStatus(ctx: AppContext, user: SessionUser): Promise<TwoFactorStatus> {
  return { enabled: await isEnabled(ctx, user.id), required: await twoFactorRequired(ctx, user.role) };
}

function refusal(err: unknown): never {
  if (err instanceof APIError && err.statusCode < 500) {
    const code = String((err.body as { code?: string } | undefined)?.code ?? '');
    if (code === 'INVALID_PASSWORD')
      throw new AppError(
        'VALIDATION',
        'users:twoFactor.wrongPassword',
        {},
        {
          password: 'users:twoFactor.wrongPassword',
        },
      );
    if (code === 'TOTP_ALREADY_ENABLED') throw new AppError('CONFLICT', 'users:twoFactor.alreadyEnabled');
    if (code === 'TOO_MANY_ATTEMPTS' || code.includes('LOCKED'))
      throw new AppError('RATE_LIMITED', 'users:twoFactor.tooManyAttempts');
    // Closed between the password and the code: the visitor has proven both, and may be told.
    if (code === ACCOUNT_CLOSED) throw new AppError('FORBIDDEN', 'api:accountClosed');
    if (code === 'TOTP_CODE_USED')
      throw new AppError('VALIDATION', 'users:twoFactor.codeUsed', {}, { code: 'users:twoFactor.codeUsed' });
    if (code === 'INVALID_TWO_FACTOR_COOKIE')
      throw new AppError('UNAUTHENTICATED', 'users:twoFactor.expired');
    throw new AppError(
      'VALIDATION',
      'users:twoFactor.codeInvalid',
      {},
      { code: 'users:twoFactor.codeInvalid' },
    );
  }
  throw err;
}

/** Step one: checks the password, stores a new (unconfirmed) secret, returns it with a QR code and recovery codes. */
export async function startEnrolment(
  ctx: AppContext,
  headers: Headers,
  password: string,
): Promise<TwoFactorEnrolResponse> {
  let res;
  try {
    res = await ctx.auth.api.enableTwoFactor({ body: { password }, headers });
  } catch (err) {
    refusal(err);
  }
  if (res.method !== 'totp') throw new AppError('CONFLICT', 'users:twoFactor.alreadyEnabled');
  const totpUri = res.totpURI;
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const qrCode = await QRCode.toDataURL(totpUri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  return { totpUri, qrCode, secret, backupCodes: res.backupCodes };
}

/** Step two: one code from the app turns two-factor on; the session is replaced (new cookie). */
export async function confirmEnrolment(
  ctx: AppContext,
  o: { headers: Headers; code: string; actor: SessionUser; ip: string },
): Promise<string[]> {
  let result;
  try {
    result = await ctx.auth.api.verifyTOTP({
      body: { code: o.code },
      headers: o.headers,
      returnHeaders: true,
    });
  } catch (err) {
    refusal(err);
  }
  await audit(ctx.db, {
    actor: o.actor,
    action: 'user.twoFactorEnable',
    entityType: 'user',
    entityId: o.actor.id,
    details: { before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } },
    ip: o.ip,
  });
  return result.headers.getSetCookie();
}

/** The second step of sign-in: a code from the app or one recovery code (used up). */
export async function completeSignIn(
  ctx: AppContext,
  o: { headers: Headers; code: string; method: 'totp' | 'recovery' },
): Promise<{ userId: string; user: Record<string, unknown>; setCookies: string[] }> {
  let result;
  try {
    result =
      o.method === 'recovery'
        ? await ctx.auth.api.verifyBackupCode({
            body: { code: o.code },
            headers: o.headers,
            returnHeaders: true,
          })
        : await ctx.auth.api.verifyTOTP({ body: { code: o.code }, headers: o.headers, returnHeaders: true });
  } catch (err) {
    refusal(err);
  }
  const user = (result.response as { user: Record<string, unknown> }).user;
  return { userId: String(user.id), user, setCookies: result.headers.getSetCookie() };
}
