import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/analytics/dashboard.schemas';

export type { DashboardResponse };

export function useDashboard(days: number) {
  return useQuery<DashboardResponse>({
    queryKey: [`/api/admin/dashboard?days=${days}`],
    placeholderData: keepPreviousData,
  });
}
