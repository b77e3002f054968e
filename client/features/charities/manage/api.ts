import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateCharityRequest } from '@shared/charities/charity.schemas';
import type { CharityMetrics } from '@shared/charities/metrics';
import { apiRequest } from '@client/lib/api-client';
import type { CharityView } from '@server/features/charities/charities.schemas';
import { uploadBytes } from './upload';

export type { CharityView, CharityMetrics };

export interface Rule {
  rule: string;
  met: boolean;
  message: string;
}

const key = (regNumber: string) => `/api/charities/${encodeURIComponent(regNumber)}`;

/** The charity a charity account manages (null for staff). */
export const useMyCharity = (enabled: boolean) =>
  useQuery<{ charity: CharityView | null }>({ queryKey: ['/api/charities/mine'], enabled });

export const useCharityProfile = (regNumber: string | null) =>
  useQuery<CharityView>({
    queryKey: [`${key(regNumber ?? '')}/profile`],
    enabled: regNumber !== null,
    retry: false,
  });

export const useMetrics = (regNumber: string) =>
  useQuery<CharityMetrics>({ queryKey: [`${key(regNumber)}/metrics`] });

export interface EnhancedInfo {
  isValid: boolean;
  error: string | null;
  registry: {
    status: string;
    effectiveDate: string | null;
    sanction: string | null;
    designation: string | null;
    category: string | null;
    charityType: string | null;
  } | null;
}
export const useEnhanced = (regNumber: string) =>
  useQuery<EnhancedInfo>({ queryKey: [`${key(regNumber)}/enhanced`] });

export const useEligibility = (regNumber: string) =>
  useQuery({
    queryKey: ['eligibility', regNumber],
    queryFn: () =>
      apiRequest<{ isEligible: boolean; requirements: Rule[]; restrictions: Rule[] }>(
        'POST',
        '/api/charities/validate-eligibility',
        {
          registrationNumber: regNumber,
        },
      ),
  });

export const useValidateReceipt = () =>
  useMutation({
    mutationFn: (body: { registrationNumber: string; donationAmount: number }) =>
      apiRequest<{ isAuthorized: boolean; receiptRequirements: Rule[]; warnings: Rule[] }>(
        'POST',
        '/api/charities/validate-tax-receipt',
        body,
      ),
  });

export interface Activity {
  donations: {
    id: number;
    status: string;
    year: number;
    make: string;
    model: string;
    city: string;
    province: string;
    finalValue: number | null;
    pickupDate: string | null;
    createdAt: string;
  }[];
  receipts: {
    id: number;
    receiptNumber: string;
    donationId: number;
    eligibleAmount: number;
    receiptDate: string;
    status: string;
    /** Issued on or after a revocation or suspension; `restoredDate` once re-registered (issue 33). */
    registryFlag: { status: string; effectiveDate: string; restoredDate: string | null } | null;
  }[];
}
export const useActivity = (regNumber: string) =>
  useQuery<Activity>({ queryKey: [`${key(regNumber)}/activity`] });

/** After a change, everything about this charity is read again (profile, metrics, eligibility...). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith('/api/charities') || q.queryKey[0] === 'eligibility',
    });
}

export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; body: UpdateCharityRequest & { complianceStatus?: string } }) =>
      apiRequest<CharityView>('PUT', `/api/charities/${v.id}`, v.body),
    onSuccess: refresh,
  });
}

export function useUploadSignature() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { regNumber: string; file: File }) =>
      uploadBytes<CharityView>('PUT', `${key(v.regNumber)}/signature`, v.file, v.file.type),
    onSuccess: refresh,
  });
}

export interface SyncResult {
  success: boolean;
  lastSync: string;
  changes: { field: string; from: string | null; to: string | null }[];
  receiptingBlocked: boolean;
  message: string;
}
export function useSyncCharity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (regNumber: string) => apiRequest<SyncResult>('POST', `${key(regNumber)}/sync`),
    onSuccess: refresh,
  });
}

export const signatureUrl = (regNumber: string, version: string) =>
  `${key(regNumber)}/signature?v=${encodeURIComponent(version)}`;
