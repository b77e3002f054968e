import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import { formatWait } from '@shared/wait';
import { AppError, ValidationFailure } from '../errors';
import { hasKey, localeFromHeader, translate, type Locale } from '../i18n';
import { safeError } from './security-log';
import { unavailableCause } from './unavailable';

/** A zod message is an i18n key ("validation:firstNameRequired"); anything else gets a generic message naming the field. */
function fieldMessage(
  locale: Locale,
  field: string,
  message: string,
  params: Record<string, unknown> = {},
): string {
  if (/^[a-zA-Z]+:[\w.]+$/.test(message) && hasKey(message))
    return translate(locale, message, { ...params, field });
  return translate(locale, 'api:fieldInvalid', { field });
}

/** One message per field (its first issue). zod puts bounds (minimum, maximum) on the issue and custom values under `params`. */
function validationBody(
  locale: Locale,
  issues: { field: string; message: string; issue: Record<string, unknown> }[],
): ApiErrorBody {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message, issue } of issues) {
    const params = { ...issue, ...((issue.params as Record<string, unknown> | undefined) ?? {}) };
    fieldErrors[field || 'body'] ??= fieldMessage(locale, field || 'body', message, params);
  }
  return { message: translate(locale, 'api:validation'), code: 'VALIDATION', fieldErrors };
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

/**
 * An outage, not a bug (the database unreachable or its connection cut, the disk full): 503 with
 * Retry-After and a translated message, logged as a warning. False for anything else.
 */
function sendIfUnavailable(
  error: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
): boolean {
  const cause = unavailableCause(error);
  if (!cause) return false;
  req.log.warn({ err: safeError(error), route: req.routeOptions?.url }, 'unavailable');
  reply.header('retry-after', String(cause.retryAfterSeconds));
  void send(reply, 503, { message: translate(locale, cause.messageKey), code: 'UNAVAILABLE' });
  return true;
}

/** Fastify's own errors (`FST_ERR_…`, @fastify/multipart's `FST_…`) as ours: their status, our code and message. */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION', key: 'api:malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION', key: 'api:malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'api:payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'VALIDATION', key: 'api:unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION', key: 'api:badRequest' },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION', key: 'api:badUrl' },
  FST_ERR_INVALID_URL: { status: 400, code: 'VALIDATION', key: 'api:badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'VALIDATION', key: 'api:badUrl' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'VALIDATION', key: 'api:badRequest' },
  FST_ERR_NOT_FOUND: { status: 404, code: 'NOT_FOUND', key: 'api:notFound' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'uploads:tooManyParts' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'uploads:tooManyParts' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'uploads:tooManyParts' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', key: 'api:payloadTooLarge' },
  FST_PROTO_VIOLATION: { status: 400, code: 'VALIDATION', key: 'uploads:malformed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'VALIDATION', key: 'api:unsupportedMediaType' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: 'VALIDATION', key: 'uploads:malformed' },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: 'VALIDATION', key: 'uploads:malformed' },
};

/**
 * The answer to an error the client caused that is not ours (Fastify's, a library's 4xx): our code and
 * a translated message, never the error's own code or English text. Null for a fault of ours (5xx).
 */
export function clientErrorAnswer(
  error: Pick<FastifyError, 'code' | 'statusCode'>,
): { status: number; code: ErrorCode; key: string } | null {
  const known = FASTIFY_ERRORS[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 404) return { status, code: 'NOT_FOUND', key: 'api:notFound' };
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', key: 'api:payloadTooLarge' };
  return { status, code: 'VALIDATION', key: 'api:badRequest' };
}

/**
 * Fastify's `frameworkErrors`: errors met before a route is chosen (an address that is not valid
 * percent-encoding), answered in our shape instead of Fastify's `{ error, code: 'FST_ERR_…' }`.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const answer = clientErrorAnswer(error) ?? {
    status: 400,
    code: 'VALIDATION' as const,
    key: 'api:badRequest',
  };
  // Read from the header: the request is not yet a route's, and has none of its decorations.
  const locale = localeFromHeader(req.headers['accept-language']);
  void send(reply, answer.status, { message: translate(locale, answer.key), code: answer.code });
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read as HTTP (a malformed request line,
 * headers over the size limit, too slow to arrive). Nothing of it is known, its language neither: the
 * message is in both languages, in our shape instead of Fastify's `{ error, message, statusCode }`.
 */
export function answerUnreadableRequest(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'api:requestTimeout']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'api:headersTooLarge']
        : [400, 'api:badRequest'];
  const body = JSON.stringify({
    message: `${translate('en', key)} / ${translate('fr', key)}`,
    code: 'VALIDATION',
  } satisfies ApiErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? 'en';
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED' && error.params.seconds) {
        reply.header('retry-after', String(error.params.seconds));
      }
      // A wait is said in minutes or hours in the visitor's language ({{wait}}), never in seconds.
      const params =
        typeof error.params.seconds === 'number'
          ? { ...error.params, wait: formatWait(error.params.seconds, locale) }
          : error.params;
      const fieldErrors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([f, k]) => [f, fieldMessage(locale, f, k, params)]),
          )
        : undefined;
      return send(reply, error.status, {
        message: translate(locale, error.messageKey, params),
        code: error.code,
        ...(fieldErrors ? { fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? '',
        issue: (v.params ?? {}) as Record<string, unknown>,
      }));
      return send(reply, 400, validationBody(locale, issues));
    }
    if (error instanceof ValidationFailure) {
      const issues = error.issues.map((i) => ({
        field: i.path.map(String).join('.'),
        message: i.message,
        issue: i as unknown as Record<string, unknown>,
      }));
      return send(reply, 400, validationBody(locale, issues));
    }
    const client = clientErrorAnswer(error);
    if (client)
      return send(reply, client.status, { message: translate(locale, client.key), code: client.code });
    if (sendIfUnavailable(error, req, reply, locale)) return reply;
    // Never the error as is: a database error's message holds the request's values (personal data).
    req.log.error({ err: safeError(error), route: req.routeOptions?.url }, 'unhandled error');
    return send(reply, 500, { message: translate(locale, 'api:internal'), code: 'INTERNAL' });
  });
}
