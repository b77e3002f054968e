import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client';

const CURRENT_USER_URL = '/api/auth/user';

/** Defaults from the spec: no retry, no refetch on focus, no polling, data never stale. */
export function createQueryClient(): QueryClient {
  // A 401 from any call means the session is gone (expired, signed out elsewhere): re-read the
  // current user so guarded pages show "Login Required" instead of failing one by one.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void client.invalidateQueries({ queryKey: [CURRENT_USER_URL] });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
