import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/errors';
import { AppError, ValidationFailure } from './errors';
import { hasKey, translate, type Locale } from './i18n';
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

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale ?? 'en';
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED' && error.params.seconds) {
        reply.header('retry-after', String(error.params.seconds));
      }
      const fieldErrors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([f, k]) => [f, fieldMessage(locale, f, k)]),
          )
        : undefined;
      return send(reply, error.status, {
        message: translate(locale, error.messageKey, error.params),
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
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, { message: translate(locale, 'api:malformedJson'), code: 'VALIDATION' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, 413, {
        message: translate(locale, 'api:payloadTooLarge'),
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, {
        message: error.message,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION',
      });
    }
    if (sendIfUnavailable(error, req, reply, locale)) return reply;
    // Never the error as is: a database error's message holds the request's values (personal data).
    req.log.error({ err: safeError(error), route: req.routeOptions?.url }, 'unhandled error');
    return send(reply, 500, { message: translate(locale, 'api:internal'), code: 'INTERNAL' });
  });
}
