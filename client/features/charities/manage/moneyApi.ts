import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MoneySummaryResponse,
  PayoutsResponse,
  SettlementsResponse,
} from '@server/features/payouts/payouts.schemas';

export type MoneySummary = z.infer<typeof MoneySummaryResponse>;
export type PayoutView = z.infer<typeof PayoutsResponse>['payouts'][number];
export type SettlementView = z.infer<typeof SettlementsResponse>['settlements'][number];

export interface SettlementFilters {
  from: string;
  to: string;
  saleKind: '' | 'auction' | 'scrap';
  state: '' | 'unpaid' | 'paid';
}

const base = (id: number) => `/api/charities/${id}`;

export const useMoneySummary = (id: number) =>
  useQuery<MoneySummary>({ queryKey: [`${base(id)}/money-summary`] });

export const usePayouts = (id: number) =>
  useQuery<{ payouts: PayoutView[] }>({ queryKey: [`${base(id)}/payouts`] });

export function useSettlements(id: number, f: SettlementFilters) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  const query = q.toString();
  return useQuery<{ settlements: SettlementView[] }>({
    queryKey: [`${base(id)}/settlements${query ? `?${query}` : ''}`],
  });
}

export const annualUrl = (id: number, year: number, kind: 'pdf' | 'csv') =>
  `${base(id)}/annual-summary.${kind}?year=${year}`;
