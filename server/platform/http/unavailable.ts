import { isConnectionError } from '../../db/connection-faults';
import { STORAGE_UNREACHABLE } from '../storage/storage-unreachable';

/** A fault of the machine, not of the request or the code: answered 503 with this message and wait. */
export interface Unavailable {
  messageKey: string;
  retryAfterSeconds: number;
}

/**
 * A disk that is full, over quota or mounted read-only: Node's codes, the database's own
 * `disk_full` (SQLSTATE 53100: "could not extend file …", the embedded database's data folder full),
 * and a file store out of reach (an S3 bucket unreachable, failing or gone: storage-s3.ts).
 */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100', STORAGE_UNREACHABLE]);

function hasStorageCode(err: unknown, depth = 0): boolean {
  if (depth > 5 || !(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && STORAGE_CODES.has(code)) return true;
  return hasStorageCode((err as { cause?: unknown }).cause, depth + 1);
}

/**
 * Whether an error is an outage the request could not help: the database unreachable or its
 * connection cut (db/connection-faults.ts), or the disk full (files' or the database's). Anything else stays a 500: a bug.
 */
export function unavailableCause(err: unknown): Unavailable | null {
  // The store's first: an unreachable bucket's cause is a socket error, which is not the database's.
  if (hasStorageCode(err)) return { messageKey: 'api:unavailable.storage', retryAfterSeconds: 60 };
  if (isConnectionError(err)) return { messageKey: 'api:unavailable.database', retryAfterSeconds: 5 };
  return null;
}
