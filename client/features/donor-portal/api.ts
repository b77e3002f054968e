import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type {
  DonorCommunication,
  DonorDonation,
  DonorDonationWithHistory,
  DonorPortalResponse,
  DonorStatusEntry,
} from '@server/features/donor-portal/donor-portal.schemas';

export type {
  DonorCommunication,
  DonorDonation,
  DonorDonationWithHistory,
  DonorPortalResponse,
  DonorStatusEntry,
};

/** The tracking view by access code; every lookup is counted by the server, so it is a mutation. */
export function useCodeLookup() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<DonorPortalResponse>('GET', `/api/donor-portal/${encodeURIComponent(code)}`),
  });
}

/** Where the donor downloads the current receipt with their access code (served by the receipts feature). */
export const codeReceiptUrl = (code: string) => `/api/donor-portal/${encodeURIComponent(code)}/receipt`;

/** The scan of a scrapped vehicle's recycling certificate, by the access code. */
export const codeRecyclingUrl = (code: string) =>
  `/api/donor-portal/${encodeURIComponent(code)}/recycling-scan`;

/** Where a donor who proved their address downloads a receipt. */
export const emailReceiptUrl = (email: string, donationId: number) =>
  `/api/donations/email/${encodeURIComponent(email)}/${donationId}/receipt`;

export function useEmailChallenge() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ sent: true }>('POST', '/api/donor-portal/email/challenge', { email }),
  });
}

export function useEmailVerify() {
  return useMutation({
    mutationFn: (input: { email: string; code: string }) =>
      apiRequest<{ email: string; expiresAt: string }>('POST', '/api/donor-portal/email/verify', input),
  });
}

/** The proven address's donations; enabled once the code has been verified. */
export function useDonationsByEmail(email: string | null) {
  return useQuery<DonorDonationWithHistory[]>({
    queryKey: [`/api/donations/email/${encodeURIComponent(email ?? '')}`],
    enabled: email !== null,
  });
}
