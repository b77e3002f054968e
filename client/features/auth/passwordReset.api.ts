import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/** A forgotten password (decision 028): ask for a link, check it, set the new password. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (identifier: string) =>
      apiRequest<{ ok: true }>('POST', '/api/auth/password-reset/request', { identifier }),
  });
}

export const checkResetLink = (token: string) =>
  apiRequest<{ username: string; expiresAt: string }>('POST', '/api/auth/password-reset/check', { token });

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<{ username: string }>('POST', '/api/auth/password-reset', body),
  });
}
