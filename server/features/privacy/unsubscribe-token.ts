import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../platform/i18n';

/**
 * Signed one-click unsubscribe links (CASL s. 6(2)(c), RFC 8058): the token names the address, the
 * purpose and the language, signed with HMAC-SHA256 under a key derived from the auth secret, so it
 * works without signing in, on every app server, and a changed byte is refused.
 */
export interface UnsubscribeClaim {
  email: string;
  purpose: 'news';
  locale: Locale;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('vdc:unsubscribe:v1').digest();

export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ e: claim.email.trim().toLowerCase(), p: claim.purpose, l: claim.locale }),
  ).toString('base64url');
  const sig = createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

/** The claim of a well-signed token, else null. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = createHmac('sha256', keyOf(secret)).update(payload).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof raw.e !== 'string' || raw.p !== 'news') return null;
    return { email: raw.e, purpose: 'news', locale: raw.l === 'fr' ? 'fr' : 'en' };
  } catch {
    return null;
  }
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;
