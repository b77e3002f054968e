import type { ErrorCode } from '@shared/errors';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ILLEGAL_TRANSITION: 409,
  RECEIPT_REFUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * An error meant for the person using the API. `messageKey` is an i18n key translated into the
 * request's language by the error handler; `fieldErrors` maps field paths to i18n keys.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(messageKey);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'api:notFound') => new AppError('NOT_FOUND', what);
export const forbidden = (key = 'api:forbidden') => new AppError('FORBIDDEN', key);
export const validationError = (fieldErrors: Record<string, string>) =>
  new AppError('VALIDATION', 'api:validation', {}, fieldErrors);

/** A zod parse that failed inside a handler (schemas built from settings); answered like a route schema's. */
export class ValidationFailure extends Error {
  constructor(readonly issues: readonly { path: PropertyKey[]; message: string }[]) {
    super('validation failed');
  }
}

/** Parses with a schema, or throws a ValidationFailure the error handler turns into a translated 400. */
export function parseWith<T>(
  schema: {
    safeParse(
      data: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: ValidationFailure['issues'] } };
  },
  data: unknown,
): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  return parsed.data;
}
