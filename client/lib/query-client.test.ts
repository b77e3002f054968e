import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('uses the spec defaults: no retry, no refetch on focus, no polling, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('re-reads the current user when any call answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    const client = createQueryClient();
    client.setQueryData(['/api/auth/user'], { id: '1', username: 'editor', role: 'editor' });
    await client.fetchQuery({ queryKey: ['/api/donations'] }).catch(() => undefined);
    expect(client.getQueryState(['/api/auth/user'])?.isInvalidated).toBe(true);
  });
});
