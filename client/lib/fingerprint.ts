/**
 * Browser fingerprint sent as `X-Browser-Fingerprint`: a weak abuse signal, never an identity.
 * Built from user agent, language, screen size, timezone offset and a canvas rendering; without
 * the canvas when it is unavailable; the literal `fallback_fingerprint` when both fail.
 */
export const FALLBACK_FINGERPRINT = 'fallback_fingerprint';

interface CanvasLike {
  getContext(kind: '2d'): {
    textBaseline: string;
    font: string;
    fillStyle: unknown;
    fillRect(x: number, y: number, w: number, h: number): void;
    fillText(text: string, x: number, y: number): void;
  } | null;
  toDataURL(): string;
}

/** The globals the fingerprint reads; tests pass their own. */
export interface FingerprintEnv {
  navigator?: { userAgent?: string; language?: string };
  screen?: { width?: number; height?: number };
  document?: { createElement(tag: 'canvas'): unknown };
  timezoneOffset?: number;
}

function traits(env: FingerprintEnv): string[] {
  const { navigator, screen } = env;
  if (!navigator?.userAgent || !screen) throw new Error('browser traits unavailable');
  const offset = env.timezoneOffset ?? new Date().getTimezoneOffset();
  return [navigator.userAgent, navigator.language ?? '', `${screen.width}x${screen.height}`, String(offset)];
}

function canvasTrait(env: FingerprintEnv): string {
  const canvas = env.document?.createElement('canvas') as CanvasLike | undefined;
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) throw new Error('canvas unavailable');
  ctx.textBaseline = 'top';
  ctx.font = '14px Arial';
  ctx.fillStyle = '#f60';
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.fillText('Vehicle donation, Canada 🚗', 2, 15);
  return canvas.toDataURL();
}

// 32-bit FNV-1a with a murmur finaliser, one seed per output word.
function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Base64 of a 24-byte digest of the traits: exactly 32 characters. (The prototype truncated the
 * base64 of the raw text, which kept only the start of the user agent and made every browser of
 * one version alike.)
 */
export function encodeTraits(parts: string[]): string {
  const text = parts.join('|');
  let binary = '';
  for (let seed = 1; seed <= 6; seed++) {
    const word = hash32(text, seed * 0x9e3779b1);
    binary += String.fromCharCode(word >>> 24, (word >>> 16) & 255, (word >>> 8) & 255, word & 255);
  }
  return btoa(binary).slice(0, 32);
}

export function computeFingerprint(env: FingerprintEnv = globalThis as FingerprintEnv): string {
  try {
    return encodeTraits([...traits(env), canvasTrait(env)]);
  } catch {
    try {
      return encodeTraits(traits(env));
    } catch {
      return FALLBACK_FINGERPRINT;
    }
  }
}

let cached: string | undefined;

/** Computed once per page load. */
export function browserFingerprint(): string {
  cached ??= computeFingerprint();
  return cached;
}
