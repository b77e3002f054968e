import { useMutation } from '@tanstack/react-query';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import type { Locale } from '@shared/i18n/language';
import { apiFetch, apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type {
  ComparableVehicleDto,
  TaxSavings,
  ValuationResponse,
} from '@server/features/vehicles/vehicles.schemas';

export type { ComparableVehicleDto, TaxSavings, ValuationResponse };

export const VALUATION_URL = '/api/vehicles/valuation';
export const VALUATION_REPORT_URL = '/api/vehicles/valuation/report';

/** POST /api/vehicles/valuation: estimate, range, tax savings, factors, recommendations, comparables. */
export function requestValuation(request: ValuationRequest): Promise<ValuationResponse> {
  return apiRequest<ValuationResponse>('POST', VALUATION_URL, request);
}

export function useValuation() {
  return useMutation({ mutationFn: requestValuation });
}

/** Saves a blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ReportInput {
  request: ValuationRequest;
  language: Locale;
}

/** POST /api/vehicles/valuation/report, then downloads valuation-report.pdf. */
export async function downloadValuationReport({ request, language }: ReportInput): Promise<void> {
  const res = await apiFetch('POST', VALUATION_REPORT_URL, { ...request, locale: language });
  saveBlob(await res.blob(), 'valuation-report.pdf');
}

export function useValuationReport() {
  return useMutation({ mutationFn: downloadValuationReport });
}
