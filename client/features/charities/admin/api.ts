import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCharityRequest, UpdateCharityRequest } from '@shared/charities/charity.schemas';
import { uploadBytes } from '@client/features/charities/manage/upload';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type { CharityView } from '@server/features/charities/charities.schemas';

export type { CharityView };

export interface CharityList {
  items: CharityView[];
  total: number;
  page: number;
  pageSize: number;
  counts: { total: number; pending: number; verified: number; rejected: number; inactive: number };
}

export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  /** '' | pending | verified | rejected | inactive */
  filter: string;
}

export function charitiesUrl(p: ListParams): string {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.search.trim()) q.set('search', p.search.trim());
  if (p.filter === 'inactive') q.set('active', 'false');
  else if (p.filter) q.set('verification', p.filter);
  return `/api/charities?${q.toString()}`;
}

export function useCharityList(p: ListParams) {
  return useQuery<CharityList>({ queryKey: [charitiesUrl(p)], placeholderData: keepPreviousData });
}

/** Every admin action answers the charity; the list is reloaded after it. */
function useCharityAction<V>(fn: (v: V) => Promise<CharityView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/charities') }),
  });
}

export const useApprove = () =>
  useCharityAction((id: number) => apiRequest<CharityView>('POST', `/api/admin/charities/${id}/approve`));
export const useReject = () =>
  useCharityAction((v: { id: number; reason: string }) =>
    apiRequest<CharityView>('POST', `/api/admin/charities/${v.id}/reject`, { reason: v.reason }),
  );
export const useSetActive = () =>
  useCharityAction((v: { id: number; isActive: boolean }) =>
    apiRequest<CharityView>('PATCH', `/api/charities/${v.id}/status`, { isActive: v.isActive }),
  );
export const useCreateCharity = () =>
  useCharityAction((body: AdminCharityRequest) =>
    apiRequest<CharityView>('POST', '/api/admin/charities', body),
  );
export const useUpdateCharity = () =>
  useCharityAction((v: { id: number; body: UpdateCharityRequest }) =>
    apiRequest<CharityView>('PUT', `/api/charities/${v.id}`, v.body),
  );

export interface SyncResult {
  success: boolean;
  changes: { field: string; from: string | null; to: string | null }[];
  receiptingBlocked: boolean;
  message: string;
}
export function useSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (regNumber: string) => apiRequest<SyncResult>('POST', `/api/charities/${regNumber}/sync`),
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/charities') }),
  });
}

export interface RegistryImport {
  id: number;
  source: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  encoding: string | null;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  refusedCount: number;
  refusals: { line: number; registrationNumber: string | null; reason: string }[];
  error: string | null;
}

/** Follows an import: polled every second until it is done or failed. */
export function useRegistryImport(id: number | null) {
  return useQuery<RegistryImport>({
    queryKey: [`/api/admin/registry/imports/${id}`],
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : 1000),
  });
}

export const uploadRegistryFile = (file: File) =>
  uploadBytes<RegistryImport>(
    'POST',
    `/api/admin/registry/imports?fileName=${encodeURIComponent(file.name)}`,
    file,
    'text/tab-separated-values',
  );
