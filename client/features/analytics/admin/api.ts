import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsDataset, AnalyticsResponse } from '@shared/analytics/analytics.schemas';

export type { AnalyticsDataset, AnalyticsResponse };

export function useAnalytics(days: number) {
  return useQuery<AnalyticsResponse>({
    queryKey: [`/api/admin/analytics?days=${days}`],
    placeholderData: keepPreviousData,
  });
}

/** A plain link: the browser sends the session cookie and saves the file. */
export const exportUrl = (dataset: AnalyticsDataset, days: number, lang: string) =>
  `/api/admin/analytics/export/${dataset}?days=${days}&lang=${lang === 'fr' ? 'fr' : 'en'}`;
