import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { twoFactors } from '../../db/schema/auth';
import type { TotpClaim, TotpOnce } from '../../platform/session/auth';

/** The TOTP parameters given to better-auth's twoFactor plugin (platform/session/auth.ts) and checked here. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now, as the plugin's verification accepts them (clock drift). */
const WINDOW = 1;

/** better-auth keeps an imported secret as `base32:<secret>`, a generated one as its own text. */
function secretOf(decrypted: string): Secret {
  return decrypted.startsWith('base32:')
    ? Secret.fromBase32(decrypted.slice('base32:'.length).toUpperCase())
    : Secret.fromUTF8(decrypted);
}

/** The time step a code belongs to, within the accepted window; null when it is not a current code. */
export function stepOfCode(decryptedSecret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({
    secret: secretOf(decryptedSecret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
  const delta = totp.validate({ token: code, window: WINDOW, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Takes a code for one use (RFC 6238 §5.2): a code of a time step at or before the last one accepted
 * for this user is refused, so a code read over a shoulder or replayed from a second tab finishes no
 * second sign-in. The step is moved forward in one conditional UPDATE, so two requests racing with
 * the same code on two instances cannot both win. A code that matches no current step is left to
 * better-auth, which refuses it and counts the failure.
 */
export async function claimTotpStep(
  db: DbOrTx,
  opts: { userId: string; code: string; decrypt: (stored: string) => Promise<string>; now?: number },
): Promise<TotpClaim> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, opts.userId));
  if (!row) return 'not-a-code';
  const step = stepOfCode(await opts.decrypt(row.secret), opts.code, opts.now);
  if (step === null) return 'not-a-code';
  const claimed = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, opts.userId),
        or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0 ? 'claimed' : 'used';
}

/** Codes taken once on `db`: given to the platform's better-auth (createAuth's `totp`, server/app.ts). */
export const totpOnce = (db: DbOrTx): TotpOnce => ({
  digits: TOTP_DIGITS,
  periodSeconds: TOTP_PERIOD_SECONDS,
  claim: (opts) => claimTotpStep(db, opts),
});
