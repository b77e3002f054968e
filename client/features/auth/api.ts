import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/auth/auth.schemas';
import { getQueryFn } from '@client/lib/api-client';

export type { CurrentUser };

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;
const FIVE_MINUTES = 300_000;

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The signed-in user, or null when signed out (401). Cached five minutes, never retried. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    retry: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

// Sign-in and sign-out (useLogin, useTwoFactorSignIn, useLogout) are in ./mutations: only the pages and
// menus that sign in or out load them, so the mutation code is not in every page's first download.
