import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate, type Locale } from '../../platform/i18n';
import { queueEmail } from '../../platform/mail';
import type { RouteRateLimit } from '../../platform/rate-limit-route';
import { donationExistsForEmail } from './donor-portal.repo';
import { grantDonorEmailProof } from './donor-proof';
import { consumeChallenge, countAttempt, insertChallenge, latestOpenChallenge } from './email-challenge.repo';

export const CHALLENGE_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
const HOUR = 3600;
const emailOf = (req: { body?: unknown }) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * Declared on the routes and counted before anything is checked. Requests to one address count per
 * requester (so nobody can use up a donor's allowance), under a higher cap per address against mail floods.
 */
export const CHALLENGE_LIMITS: RouteRateLimit[] = [
  { name: 'portal:challenge', limit: 20, windowSeconds: HOUR },
  {
    name: 'portal:challenge:email',
    limit: 5,
    windowSeconds: HOUR,
    per: (req) => `${emailOf(req)}:ip:${req.ip}`,
  },
  { name: 'portal:challenge:address', limit: 15, windowSeconds: HOUR, per: emailOf },
];
export const VERIFY_LIMIT: RouteRateLimit = {
  name: 'portal:verify',
  limit: 20,
  windowSeconds: HOUR,
  failuresOnly: true,
};

// The code lives ten minutes and allows five tries, so a plain hash is enough to keep it off the disk.
const hashCode = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest();

/**
 * Sends a one-time code to an address that has donations. Every request counts against the address
 * and the IP and gets the same answer, whether or not any donation exists (no enumeration).
 */
export async function requestEmailChallenge(
  ctx: AppContext,
  opts: { email: string; ip: string; locale: Locale },
): Promise<void> {
  const email = opts.email.trim().toLowerCase();

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
      consumedAt: known ? null : new Date(),
    });
    const params = {
      code,
      minutes: CHALLENGE_MINUTES,
      company: await ctx.settings.get<string>('business', 'companyName'),
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
}

type VerifyOutcome = { ok: true; token: string; expiresAt: Date } | { ok: false };

/**
 * Checks a code against the address's newest open challenge. A wrong code still counts its attempt
 * (committed before the refusal); after five the challenge is dead. No challenge, an expired one, an
 * exhausted one and a wrong code all read the same.
 */
export async function verifyEmailChallenge(
  ctx: AppContext,
  opts: { email: string; code: string; ip: string },
): Promise<{ email: string; token: string; expiresAt: Date }> {
  const email = opts.email.trim().toLowerCase();

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const challenge = await latestOpenChallenge(tx, email);
    if (!challenge || challenge.attempts >= MAX_CODE_ATTEMPTS) return { ok: false };
    await countAttempt(tx, challenge.id);
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const given = hashCode(email, opts.code.trim());
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
    await consumeChallenge(tx, challenge.id);
    return { ok: true, ...(await grantDonorEmailProof(tx, email)) };
  });

  if (!outcome.ok)
    throw new AppError('VALIDATION', 'portal:errors.codeInvalid', {}, { code: 'portal:errors.codeInvalid' });
  return { email, token: outcome.token, expiresAt: outcome.expiresAt };
}
