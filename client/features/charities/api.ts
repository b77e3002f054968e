import { useMutation } from '@tanstack/react-query';
import type { CharityRegistrationInput } from '@shared/charities/charity.schemas';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type { VerifyResponse } from '@server/features/charities/charities.schemas';

export type { VerifyResponse };

export interface VerifyDetailedResponse extends VerifyResponse {
  fill: Partial<Record<'name' | 'address' | 'city' | 'province' | 'postalCode', string>> | null;
}

export function useVerifyRegistration() {
  return useMutation({
    mutationFn: (registrationNumber: string) =>
      apiRequest<VerifyResponse>('POST', '/api/charities/verify', { registrationNumber }),
  });
}

/** Called only after a valid basic check; a failure is ignored (public-site.md §7). */
export const verifyDetailed = (registrationNumber: string) =>
  apiRequest<VerifyDetailedResponse>('POST', '/api/charities/verify-detailed', { registrationNumber });

export function useRegisterCharity() {
  return useMutation({
    mutationFn: (request: CharityRegistrationInput) =>
      apiRequest<{ id: number; registrationNumber: string }>('POST', '/api/charities', request),
  });
}

export const checkSetPasswordToken = (token: string) =>
  apiRequest<{ username: string; expiresAt: string }>('POST', '/api/set-password/check', { token });

export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<{ username: string }>('POST', '/api/set-password', body),
  });
}
