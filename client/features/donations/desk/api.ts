import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type {
  Communication,
  DonationDetail,
  DonationListItem,
  DonationListResponse,
  HistoryEntry,
  LegalMove,
} from '@server/features/donations/donation-views.schemas';
import type {
  AddCommunicationRequest,
  UpdateDetailsRequest,
  UpdateStatusRequest,
} from '@server/features/donations/donations.schemas';

export type {
  AddCommunicationRequest,
  Communication,
  DonationDetail,
  DonationListItem,
  DonationListResponse,
  HistoryEntry,
  LegalMove,
  UpdateDetailsRequest,
  UpdateStatusRequest,
};

export const DONATIONS_URL = '/api/donations';
export const donationUrl = (id: number) => `${DONATIONS_URL}/${id}`;

export interface DonationListParams {
  search: string;
  /** A status, a group (pending, in_progress, completed, cancelled) or '' for all. */
  status: string;
  page: number;
  pageSize: number;
}

export function donationListUrl(p: DonationListParams): string {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.status) q.set('status', p.status);
  return `${DONATIONS_URL}?${q.toString()}`;
}

/** One page of donations; the previous page stays on screen while the next one loads. */
export function useDonationList(params: DonationListParams) {
  return useQuery<DonationListResponse>({
    queryKey: [donationListUrl(params)],
    placeholderData: keepPreviousData,
  });
}

export function useDonation(id: number) {
  return useQuery<DonationDetail>({ queryKey: [donationUrl(id)] });
}

export function useStatusHistory(id: number) {
  return useQuery<HistoryEntry[]>({ queryKey: [`${donationUrl(id)}/status-history`] });
}

export function useCommunications(id: number) {
  return useQuery<Communication[]>({ queryKey: [`${donationUrl(id)}/communications`] });
}

/**
 * After any change to a donation, everything that shows it is read again: the lists (status,
 * progress), its record, history and communications (a status change may have e-mailed the donor).
 */
function useRefreshDonation(id: number) {
  const queryClient = useQueryClient();
  return (detail?: DonationDetail) => {
    if (detail) queryClient.setQueryData([donationUrl(id)], detail);
    return queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(DONATIONS_URL),
    });
  };
}

export function useUpdateStatus(id: number) {
  const refresh = useRefreshDonation(id);
  return useMutation({
    mutationFn: (body: UpdateStatusRequest) =>
      apiRequest<DonationDetail>('PATCH', `${donationUrl(id)}/status`, body),
    onSuccess: (detail) => refresh(detail),
    // 409: changed since this screen loaded it; show the current state before anyone tries again.
    onError: (error) => (error instanceof ApiError && error.status === 409 ? refresh() : undefined),
  });
}

export function useUpdateDetails(id: number) {
  const refresh = useRefreshDonation(id);
  return useMutation({
    mutationFn: (body: UpdateDetailsRequest) =>
      apiRequest<DonationDetail>('PATCH', `${donationUrl(id)}/details`, body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useAddCommunication(id: number) {
  const refresh = useRefreshDonation(id);
  return useMutation({
    mutationFn: (body: AddCommunicationRequest) =>
      apiRequest<Communication>('POST', `${donationUrl(id)}/communications`, body),
    onSuccess: () => refresh(),
  });
}

/** Reloads a donation after a change made by another feature (the receipt section). */
export function useReloadDonation(id: number) {
  const refresh = useRefreshDonation(id);
  return () => void refresh();
}
