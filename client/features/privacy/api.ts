import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import type {
  AdminPrivacyCreate,
  AdminPrivacyListResponse,
  AdminPrivacyUpdate,
  PrivacyRequestBody,
  PrivacyRequestResult,
  PrivacyRequestView,
} from '@shared/privacy/privacy.schemas';

export type { AdminPrivacyListResponse, PrivacyRequestResult, PrivacyRequestView };

/** Where a donor who proved their address downloads everything held about them. */
export const donorExportUrl = (email: string, format: 'json' | 'html', lang: string) =>
  `/api/donations/email/${encodeURIComponent(email)}/export?format=${format}&lang=${lang}`;

/** A donor's request (needs the e-mail proof cookie); a deletion empties their donation list. */
export function usePrivacyRequest(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PrivacyRequestBody, 'email'>) =>
      apiRequest<PrivacyRequestResult>('POST', '/api/privacy-requests', { ...body, email }),
    onSuccess: (result) => {
      if (result.request.kind === 'deletion')
        void client.invalidateQueries({ queryKey: [`/api/donations/email/${encodeURIComponent(email)}`] });
    },
  });
}

export function useAdminPrivacyRequests(q: { status: string; page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(q.page), pageSize: String(q.pageSize) });
  if (q.status) params.set('status', q.status);
  return useQuery<AdminPrivacyListResponse>({ queryKey: [`/api/admin/privacy-requests?${params}`] });
}

const invalidateList = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({
    predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/privacy-requests'),
  });

export function useUpdatePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminPrivacyUpdate & { id: number }) =>
      apiRequest<PrivacyRequestView>('PATCH', `/api/admin/privacy-requests/${id}`, body),
    onSuccess: () => invalidateList(client),
  });
}

export function useCreateMailRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPrivacyCreate) =>
      apiRequest<PrivacyRequestResult>('POST', '/api/admin/privacy-requests', body),
    onSuccess: () => invalidateList(client),
  });
}

export const adminExportUrl = (id: number) => `/api/admin/privacy-requests/${id}/export`;
