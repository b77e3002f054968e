import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuctionListResponse,
  BidListResponse,
  PlaceBidResponse,
} from '@shared/auctions/auction.schemas';
import { apiRequest } from '@client/lib/api-client';

export type {
  AuctionListResponse,
  AuctionView,
  BidListResponse,
  BidView,
} from '@shared/auctions/auction.schemas';

/** The live state is polled: the high bid and the time left are never more than this old. */
export const LIVE_REFRESH_MS = 4000;

export function auctionsUrl(p: { status?: string; search?: string } = {}): string {
  const q = new URLSearchParams();
  if (p.status) q.set('status', p.status);
  if (p.search) q.set('search', p.search);
  const s = q.toString();
  return s ? `/api/auctions?${s}` : '/api/auctions';
}

export function useAuctions(p: { status?: string; search?: string } = {}, live = true) {
  return useQuery<AuctionListResponse>({
    queryKey: [auctionsUrl(p)],
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

export function useBids(auctionId: number | null) {
  return useQuery<BidListResponse>({
    queryKey: [`/api/auctions/${auctionId}/bids`],
    enabled: auctionId !== null,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function usePlaceBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { auctionId: number; bidAmount: number; notes?: string }) =>
      apiRequest<PlaceBidResponse>('POST', '/api/bids', body),
    onSuccess: () => client.invalidateQueries(),
  });
}
