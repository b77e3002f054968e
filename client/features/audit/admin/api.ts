import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListResponse } from '@shared/analytics/audit.schemas';

export type { AuditListResponse };

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export function auditUrl(f: AuditFilters, page: number, pageSize: number): string {
  const q = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  return `/api/admin/audit?${q.toString()}`;
}

export function useAudit(f: AuditFilters, page: number, pageSize: number) {
  return useQuery<AuditListResponse>({
    queryKey: [auditUrl(f, page, pageSize)],
    placeholderData: keepPreviousData,
  });
}
