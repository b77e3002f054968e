import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, apiRequest, getQueryFn } from './api-client';
import type { QueryFunctionContext } from '@tanstack/react-query';

function stubFetch(res: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => res);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(url: string): QueryFunctionContext {
  return {
    queryKey: [url],
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it('reads "{status}: {body text}" and exposes the parsed server error', () => {
    const body = JSON.stringify({
      message: 'Trop de tentatives',
      code: 'RATE_LIMITED',
      fieldErrors: { username: 'Requis' },
    });
    const error = new ApiError(429, 'Too Many Requests', body);
    expect(error.message).toBe(`429: ${body}`);
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.serverMessage).toBe('Trop de tentatives');
    expect(error.fieldErrors).toEqual({ username: 'Requis' });
  });

  it('uses the status text when the body is empty', () => {
    const error = new ApiError(502, 'Bad Gateway', '');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a non-JSON body as text without a code', () => {
    const error = new ApiError(500, 'Internal Server Error', 'upstream failed');
    expect(error.message).toBe('500: upstream failed');
    expect(error.code).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends cookies, a JSON body and the language, and no browser fingerprint', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ user: { id: '1' } }), { status: 200 }));
    const result = await apiRequest('POST', '/api/auth/login', { username: 'a', password: 'b' });
    expect(result).toEqual({ user: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"a","password":"b"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toBe('en-CA');
    expect(headers['X-Browser-Fingerprint']).toBeUndefined();
  });

  it('throws an ApiError with the server message on a non-OK answer', async () => {
    stubFetch(
      new Response(JSON.stringify({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }), {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '401: {"message":"Invalid credentials","code":"INVALID_CREDENTIALS"}',
    );
    expect(apiErrorMessage(error, 'fallback')).toBe('Invalid credentials');
  });

  it('returns undefined for an empty answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('returns null on 401 when asked to', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/auth/user'))).resolves.toBeNull();
  });

  it('throws on 401 by default behaviour', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/auth/user'))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('GETs the first element of the query key', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await getQueryFn({ on401: 'throw' })(queryContext('/api/settings/public/all'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/settings/public/all');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });
});

describe('apiErrorMessage', () => {
  it('falls back when the error carries no server message', () => {
    expect(apiErrorMessage(new Error('network'), 'Please try again.')).toBe('Please try again.');
  });
});
