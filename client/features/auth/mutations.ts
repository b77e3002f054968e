import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '@shared/auth/auth.schemas';
import { apiRequest } from '@client/lib/api-client';
import { CURRENT_USER_KEY } from './api';

const KEEP_AFTER_LOGOUT = new Set<string>([CURRENT_USER_KEY[0], '/api/settings/public/all']);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<LoginResult>('POST', '/api/auth/login', credentials),
    onSuccess: async (result) => {
      if (!('user' in result)) return;
      queryClient.setQueryData(CURRENT_USER_KEY, result.user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** Signed in, or the password was right and a two-factor code is asked next. */
export type LoginResult = { user: CurrentUser } | { twoFactorRequired: true };

/** The second step of sign-in: the app's six digits, or one recovery code. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; method: 'totp' | 'recovery' }) =>
      apiRequest<{ user: CurrentUser }>('POST', '/api/auth/two-factor', body),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      // Nothing the next person at this browser should see stays in memory: the null user above
      // unmounts guarded pages, then every cached answer but the public ones is dropped.
      queryClient.removeQueries({ predicate: (q) => !KEEP_AFTER_LOGOUT.has(String(q.queryKey[0])) });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
