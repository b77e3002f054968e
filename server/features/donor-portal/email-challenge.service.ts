import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { DelayRule } from '../../platform/rate-limit/rate-limit';
import { refuseWhenLimited, type RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import { donationExistsForEmail } from './donor-portal.repo';
import { grantDonorEmailProof, readCookie } from './donor-proof';
import { consumeChallenges, countAttempt, insertChallenge, openChallengesOf } from './email-challenge.repo';

export const CHALLENGE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
const HOUR = 3600;
const emailOf = (req: { body?: unknown }) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * Declared on the routes and counted before anything is checked: codes asked per IP, and per address
 * and requester (so nobody can use up a donor's allowance).
 */
export const CHALLENGE_LIMITS: RouteRateLimit[] = [
  { name: 'portal:challenge', limit: 20, windowSeconds: HOUR },
  {
    name: 'portal:challenge:email',
    limit: 5,
    windowSeconds: HOUR,
    per: (req) => `${emailOf(req)}:ip:${req.ip}`,
  },
];
/**
 * Codes sent to one address, whoever asks: ten (more than one requester may ask), then one per delay
 * that doubles from a minute to ten, remembered an hour. It keeps the donor's inbox from being flooded;
 * a flood makes the donor wait at most ten minutes for a new code (not an hour), and never stops a
 * code already received from working (codes are bound to the browser that asked).
 */
export const ADDRESS_DELAY: DelayRule = { free: 10, baseSeconds: 60, maxSeconds: 600, windowSeconds: HOUR };
export const VERIFY_LIMIT: RouteRateLimit = {
  name: 'portal:verify',
  limit: 20,
  windowSeconds: HOUR,
  failuresOnly: true,
};

/** The requesting browser's random token (HttpOnly cookie): a code is verified only from where it was asked. */
export const CHALLENGE_COOKIE = 'vdc.portal_challenge';
const COOKIE_PATH = '/api/donor-portal/email';

export function challengeCookie(ctx: AppContext, token: string | null): string {
  const secure = ctx.env.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  const life = token ? CHALLENGE_MINUTES * 60 : 0;
  return `${CHALLENGE_COOKIE}=${token ?? ''}; Path=${COOKIE_PATH}; Max-Age=${life}; HttpOnly; SameSite=Lax${secure}`;
}

/** The requester token a request carries, when it has the shape this server gives. */
export function challengeToken(cookieHeader: string | undefined): string | null {
  const token = readCookie(cookieHeader, CHALLENGE_COOKIE);
  return token && /^[\w-]{43}$/.test(token) ? token : null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
// The code lives ten minutes and allows five tries, so a plain hash is enough to keep it off the disk.
const hashCode = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * Sends a one-time code to an address that has donations, bound to the asking browser (its requester
 * token, kept or made here). Every request counts against the address and the IP and gets the same
 * answer, whether or not any donation exists (no enumeration).
 */
export async function requestEmailChallenge(
  ctx: AppContext,
  opts: { email: string; ip: string; locale: Locale; requester: string | null },
): Promise<{ requester: string }> {
  const email = opts.email.trim().toLowerCase();
  refuseWhenLimited(await ctx.rateLimiter.delay(`portal:challenge:address:${email}`, ADDRESS_DELAY));
  const requester = opts.requester ?? randomBytes(32).toString('base64url');

  await ctx.db.transaction(async (tx) => {
    const known = await donationExistsForEmail(tx, email);
    // The same work for an unknown address, so the time taken does not tell which addresses have
    // donations: its challenge is stored already used (it can never be verified) and no e-mail goes out.
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await insertChallenge(tx, {
      email,
      codeHash: hashCode(email, code).toString('hex'),
      expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      ipAddress: opts.ip,
      requesterHash: sha256(requester).toString('hex'),
      consumedAt: known ? null : new Date(),
    });
    const params = {
      code,
      minutes: CHALLENGE_MINUTES,
      company: await ctx.settings.get('business', 'companyName'),
    };
    const message = {
      to: email,
      subject: translate(opts.locale, 'portal:email.challengeSubject', params),
      text: translate(opts.locale, 'portal:email.challengeBody', params),
      locale: opts.locale,
      template: 'donor-email-code',
    };
    if (known) await queueEmail(tx, message);
  });
  return { requester };
}

type VerifyOutcome = { ok: true; token: string; expiresAt: Date } | { ok: false };

/**
 * Checks a code against the open challenges this browser asked for this address. A wrong code counts
 * an attempt on each of them (committed before the refusal); after five they are dead. Nobody else's
 * guesses or new requests touch them. No challenge, an expired one, an exhausted one, another
 * browser's and a wrong code all read the same.
 */
export async function verifyEmailChallenge(
  ctx: AppContext,
  opts: { email: string; code: string; requester: string | null },
): Promise<{ email: string; token: string; expiresAt: Date }> {
  const email = opts.email.trim().toLowerCase();
  const requester = opts.requester;

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    if (!requester) return { ok: false };
    const open = await openChallengesOf(tx, {
      email,
      requesterHash: sha256(requester).toString('hex'),
      maxAttempts: MAX_CODE_ATTEMPTS,
    });
    if (open.length === 0) return { ok: false };
    const given = hashCode(email, opts.code.trim());
    const matched = open.filter((c) => timingSafeEqual(Buffer.from(c.codeHash, 'hex'), given));
    const ids = open.map((c) => c.id);
    if (matched.length === 0) {
      await countAttempt(tx, ids);
      return { ok: false };
    }
    await consumeChallenges(tx, ids);
    return { ok: true, ...(await grantDonorEmailProof(tx, email)) };
  });

  if (!outcome.ok)
    throw new AppError('VALIDATION', 'portal:errors.codeInvalid', {}, { code: 'portal:errors.codeInvalid' });
  return { email, token: outcome.token, expiresAt: outcome.expiresAt };
}
