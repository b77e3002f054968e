import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealerListResponse, DealerView } from '@shared/dealers/dealer.schemas';
import { apiRequest } from '@client/lib/api-client';

export type { DealerListResponse, DealerView };

export function dealersUrl(p: { search: string; status: string; page: number; pageSize: number }) {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search) q.set('search', p.search);
  if (p.status) q.set('status', p.status);
  return `/api/dealers?${q.toString()}`;
}

export function useDealers(p: { search: string; status: string; page: number; pageSize: number }) {
  return useQuery<DealerListResponse>({ queryKey: [dealersUrl(p)], placeholderData: keepPreviousData });
}

export function useDealerStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; verificationStatus: 'verified' | 'rejected'; reason?: string }) =>
      apiRequest<DealerView>('PATCH', `/api/dealers/${p.id}/status`, {
        verificationStatus: p.verificationStatus,
        ...(p.reason ? { reason: p.reason } : {}),
      }),
    // After a status change the list is read again (back-office.md §7).
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/dealers') }),
  });
}
