import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuctionView } from '@shared/auctions/auction.schemas';
import { apiRequest } from '@client/lib/api-client';

export interface EligibleDonation {
  id: number;
  year: number;
  make: string;
  model: string;
  city: string;
  province: string;
}

export function useEligibleDonations(enabled: boolean) {
  return useQuery<{ donations: EligibleDonation[] }>({
    queryKey: ['/api/admin/auctions/eligible-donations'],
    enabled,
  });
}

const refreshAuctions = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/auctions') });

export function useCreateAuction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<AuctionView>('POST', '/api/auctions', body),
    onSuccess: () => refreshAuctions(client),
  });
}

export function useAuctionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: number; action: 'start' | 'end' }) =>
      apiRequest<AuctionView>('PATCH', `/api/auctions/${p.id}/${p.action}`),
    onSuccess: () => refreshAuctions(client),
  });
}
