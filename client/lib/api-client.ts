import i18next from 'i18next';
import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer. `message` is `"{status}: {body text or statusText}"`; the parsed JSON body, when
 * there is one, gives `code`, `fieldErrors` and `serverMessage`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = body?.code;
    this.fieldErrors = body?.fieldErrors;
    this.serverMessage = body?.message;
  }
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { message, code, fieldErrors } = value as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : undefined,
      code: typeof code === 'string' ? (code as ErrorCode) : undefined,
      fieldErrors:
        typeof fieldErrors === 'object' && fieldErrors !== null
          ? (fieldErrors as Record<string, string>)
          : undefined,
    };
  } catch {
    return undefined;
  }
}

/** `fr-CA` when the interface is in French, else `en-CA`. */
export function acceptLanguage(): 'fr-CA' | 'en-CA' {
  return i18next.language?.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** Low-level call: sends cookies and the language (no browser fingerprint: nothing about the device is sent); throws `ApiError` on a non-OK answer. */
export async function apiFetch(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON call: returns the parsed body (undefined when the answer is empty). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const res = await apiFetch(method, url, body, signal);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Query function: a GET to the first element of the query key. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of the query key must be the URL');
    try {
      return await apiRequest<T>('GET', url, undefined, signal);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null as T;
      throw error;
    }
  };
}

/**
 * The one place an error becomes a sentence: the server's message (already translated), else the
 * translation of its code (`errors:codes.<CODE>`), else the caller's fallback.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  const key = `errors:codes.${error.code ?? ''}`;
  if (error.code && i18next.exists(key)) return i18next.t(key);
  return fallback;
}
