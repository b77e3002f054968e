import { S3ServiceException } from '@aws-sdk/client-s3';

/** The code of an error a file store throws when it cannot be reached: answered 503 (http/unavailable.ts). */
export const STORAGE_UNREACHABLE = 'ESTORAGEUNREACHABLE';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);

/**
 * Whether an S3 call failed because the bucket is out of reach rather than because of the request:
 * the endpoint unreachable or timing out, the service failing (5xx, throttled), or the bucket gone.
 */
export function isS3Unreachable(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 0;
    return status >= 500 || status === 429 || err.name === 'NoSuchBucket' || err.name === 'SlowDown';
  }
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    isS3Unreachable((err as { cause?: unknown }).cause)
  );
}

/** The error thrown in its place: the store's fault, with the SDK's error as its cause for the log. */
export function storageUnreachable(cause: unknown): Error {
  return Object.assign(new Error('file store unreachable', { cause }), { code: STORAGE_UNREACHABLE });
}
