import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';

export const DEVICE_COOKIE = 'vdc.device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

/** A device that signed in before: its own counter, so guesses elsewhere cannot lock its user out. */
export interface KnownDevice {
  id: string;
  username: string;
}

const secretOf = async (ctx: AppContext) => (await ctx.auth.$context).secret;
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

/** The signed device cookie given after a successful sign-in (username, random id, date). */
export async function deviceCookie(ctx: AppContext, username: string, secure: boolean): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({ u: username, d: randomBytes(12).toString('base64url'), t: Date.now() }),
  ).toString('base64url');
  const value = `${payload}.${sign(await secretOf(ctx), payload)}`;
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/** The device named by the request's cookie, when it is genuine, recent and for this username. */
export async function knownDevice(
  ctx: AppContext,
  cookieHeader: string | undefined,
  username: string,
): Promise<KnownDevice | null> {
  const value = cookieValue(cookieHeader);
  const [payload, mac] = value?.split('.') ?? [];
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(await secretOf(ctx), payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      d?: unknown;
      t?: unknown;
    };
    if (data.u !== username || typeof data.d !== 'string' || typeof data.t !== 'number') return null;
    if (Date.now() - data.t > MAX_AGE_SECONDS * 1000) return null;
    return { id: data.d, username };
  } catch {
    return null;
  }
}
