/**
 * What a PostgreSQL connection of this server may wait for, and which errors mean that the database
 * could not be reached (rather than a bug): the error handler answers those 503 (platform/http/unavailable.ts).
 */

/** Options of every `pg` connection (the pool's and the LISTEN ones'). */
export const PG_CONNECTION_OPTIONS = {
  // An unreachable server fails the request after this long instead of holding it.
  connectionTimeoutMillis: 5_000,
  // A server that vanished without a word (a NAT or firewall that forgot the connection) is noticed
  // by TCP keepalive instead of never.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * Longest a request waits for a free pooled connection, then 503 instead of an endless wait. Generous:
 * a queue under load drains as transactions end (50 receipts for one charity at once, each holding a
 * connection while its PDF is drawn, queued over 30 s on a busy test machine); an unreachable server
 * is found by the 5 s connect timeout above, not by this one.
 */
export const POOL_WAIT_MS = 60_000;

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a connection the server ended or refused: class 08 (connection exception), 57P01
 * admin shutdown (a restart, pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up, shutting down, in recovery), 57P05 idle session timeout, 53300 too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** node-postgres and pg-pool say these in words only (no code). */
const MESSAGES = [
  /^Connection terminated\b/, // unexpectedly; due to connection timeout
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
];

function isConnectionErrorItself(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return MESSAGES.some((m) => m.test(err.message));
}

/**
 * Whether an error means that the database could not be reached or dropped the connection, looking
 * through the causes it wraps (Drizzle's "Failed query", better-auth's APIError) and an
 * AggregateError's errors (a connection refused on both IPv4 and IPv6).
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (depth > 5 || !(err instanceof Error)) return false;
  if (isConnectionErrorItself(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError((err as { cause?: unknown }).cause, depth + 1);
}
