import type { FastifyRequest } from 'fastify';

// Path segments that are secrets or personal data: e-mail addresses, access codes, receipt and proof tokens.
const EMAIL = /@|%40/i;
const ACCESS_CODE = /^[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}-?[0-9A-Za-z]{4}$/;
const TOKEN = /^[0-9a-fA-F]{32,}$|^[\w-]{24,}$/;

function redactSegment(segment: string, previous: string | undefined): string {
  if (EMAIL.test(segment)) return '[email]';
  if (previous === 'donor-portal' && segment && segment !== 'email') return '[code]';
  if (ACCESS_CODE.test(segment)) return '[code]';
  if (TOKEN.test(segment)) return '[token]';
  return segment;
}

function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A URL fit for the info log: secrets and personal data in the path become placeholders and query
 * values are dropped (their names stay), so the log holds no access code, token or address.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  // Tested as the router reads them (percent-decoded): `donor-port%61l` is the portal's path.
  const decoded = segments.map(decodeSegment);
  const safe = segments
    .map((s, i) => {
      const redacted = redactSegment(decoded[i]!, decoded[i - 1]);
      return redacted === decoded[i] ? s : redacted;
    })
    .join('/');
  if (query === undefined) return safe;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${safe}?${names.join('&')}`;
}

/** Pino serializers for Fastify: requests without secrets in the URL, errors without data. */
export const logSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      hostname: req.hostname,
      remoteAddress: req.ip,
    };
  },
};

/**
 * What an unexpected error may say in the log: its type, codes and stack frames. Messages of database
 * errors carry the query's values (a donor's name, e-mail, address) and constraint details carry keys,
 * so only the first line of the message is kept, cut before any "params:" list, and no detail.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const e = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const firstLine = (e.message ?? '')
    .split('\n')[0]!
    .split(/\bparams:/)[0]!
    .slice(0, 200);
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
  return {
    type: e.name,
    message: firstLine.replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)').replace(/:\s*".*"\s*$/, ': "…"'),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    stack: frames,
    ...(e.cause ? { cause: safeError(e.cause) } : {}),
  };
}
