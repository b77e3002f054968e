/** Error codes the API answers with; the client maps them to translated messages in one place. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'ILLEGAL_TRANSITION',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'RECEIPT_REFUSED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  /** The database or the disk is out of reach: answered 503 with Retry-After (platform/http/unavailable.ts). */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string>;
}
