import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type {
  AdminSetting,
  AdminSettingsResponse,
  IntegrationsResponse,
  IntegrationStatus,
  SystemInfoResponse,
  TestAiResponse,
  TestEmailResponse,
} from '@server/features/settings/settings.schemas';
import type { AdminJobsResponse, JobFailure } from '@server/features/admin-jobs/admin-jobs.schemas';
import { PUBLIC_SETTINGS_KEY } from '@client/features/settings/api';

export type { AdminSetting, IntegrationStatus, JobFailure };

export const SETTINGS_URL = '/api/settings';
export const INTEGRATIONS_URL = '/api/admin/integrations';
export const SYSTEM_URL = '/api/admin/system';
export const JOBS_URL = '/api/admin/jobs';

export const useAdminSettings = () => useQuery<AdminSettingsResponse>({ queryKey: [SETTINGS_URL] });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: { category: string; key: string; value: string | number | boolean }[]) =>
      apiRequest<AdminSettingsResponse & { changed: string[] }>('POST', SETTINGS_URL, { settings }),
    onSuccess: (data) => {
      client.setQueryData([SETTINGS_URL], { settings: data.settings });
      void client.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
    },
  });
}

export const useIntegrations = () =>
  useQuery<IntegrationsResponse>({ queryKey: [INTEGRATIONS_URL], staleTime: 0 });

export const useTestEmail = () =>
  useMutation({
    mutationFn: (to: string) =>
      apiRequest<TestEmailResponse>('POST', `${INTEGRATIONS_URL}/test-email`, { to }),
  });

export const useTestAi = () =>
  useMutation({ mutationFn: () => apiRequest<TestAiResponse>('POST', `${INTEGRATIONS_URL}/test-ai`) });

export const useSystemInfo = () => useQuery<SystemInfoResponse>({ queryKey: [SYSTEM_URL] });
export const useJobs = () => useQuery<AdminJobsResponse>({ queryKey: [JOBS_URL] });

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `${JOBS_URL}/${id}/retry`),
    onSettled: () => void client.invalidateQueries({ queryKey: [JOBS_URL] }),
  });
}
