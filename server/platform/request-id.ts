import type { FastifyInstance } from 'fastify';
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

/** Returns the request's id on every answer, so a user's report or a proxy log finds its log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
