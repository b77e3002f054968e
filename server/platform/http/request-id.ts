import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (UUIDs, hex, AWS `Root=1-…`): anything else is replaced, not logged. */
const SANE_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` a proxy sent, when it is a sane token, else a new UUID.
 * Fastify writes it as `reqId` in every log line of the request (its child logger).
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
}

/** The id of the request being handled, for lines written through the app's own logger meanwhile. */
const currentRequest = new AsyncLocalStorage<string>();
/** The apps' own loggers (not a request's child logger, which carries `reqId` already). */
const appLoggers = new WeakSet<object>();

/**
 * pino's `mixin`: a line written through the app's logger while a request is handled (better-auth's
 * error callback, the rate limiter's "Redis unreachable", a service's warning) carries that request's
 * `reqId` too; a line written outside any request (jobs, start-up, change notices) carries none.
 */
export function requestIdMixin(_line: object, _level: number, logger: object): { reqId?: string } {
  const id = appLoggers.has(logger) ? currentRequest.getStore() : undefined;
  return id ? { reqId: id } : {};
}

/**
 * Returns the request's id on every answer, so a user's report or a proxy log finds its log lines, and
 * handles the request in a context that holds its id (requestIdMixin).
 */
export function registerRequestId(app: FastifyInstance): void {
  appLoggers.add(app.log);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    currentRequest.run(req.id, done);
  });
}
