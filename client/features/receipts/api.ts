import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type {
  DonationReceiptsResponse,
  GenerateReceiptRequest,
  IssueReceiptResponse,
  ProposedReceipt,
  ReceiptEvidence,
  ReceiptSummary,
  ReplaceReceiptRequest,
  VerifyReceiptResponse,
} from '@server/features/receipts/receipts.schemas';

export type {
  DonationReceiptsResponse,
  IssueReceiptResponse,
  ProposedReceipt,
  ReceiptEvidence,
  ReceiptSummary,
  VerifyReceiptResponse,
};

export const donationReceiptsUrl = (donationId: number) => `/api/donations/${donationId}/receipts`;

/** Staff link to a stored PDF (the session cookie goes along with a plain link). */
export const receiptPdfUrl = (receiptNumber: string) =>
  `/api/receipts/${encodeURIComponent(receiptNumber)}/pdf`;

/**
 * A donation's receipts and the proposed next one. The status is in the key so a status change made
 * elsewhere in the panel refreshes the proposal; the language because the reasons come translated.
 */
export function useDonationReceipts(donationId: number, status: string) {
  const { language } = useLanguage();
  return useQuery<DonationReceiptsResponse>({
    queryKey: [donationReceiptsUrl(donationId), language, status],
  });
}

function useReceiptMutation<Body>(donationId: number, path: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<IssueReceiptResponse>('POST', `/api/donations/${donationId}/${path}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [donationReceiptsUrl(donationId)] });
      onChanged();
    },
  });
}

export type GenerateReceiptInput = Partial<GenerateReceiptRequest> & {
  receiptValue: number;
  sendEmail: boolean;
};
export type ReplaceReceiptInput = Partial<ReplaceReceiptRequest> & { reason: string; sendEmail: boolean };

export function useGenerateReceipt(donationId: number, onChanged: () => void) {
  return useReceiptMutation<GenerateReceiptInput>(donationId, 'generate-receipt', onChanged);
}

export function useReplaceReceipt(donationId: number, onChanged: () => void) {
  return useReceiptMutation<ReplaceReceiptInput>(donationId, 'replace-receipt', onChanged);
}

/** Public check of a receipt number (GET /api/receipts/verify/:number). */
export function useVerifyReceipt(receiptNumber: string) {
  return useQuery<VerifyReceiptResponse>({
    queryKey: [`/api/receipts/verify/${encodeURIComponent(receiptNumber)}`],
    enabled: receiptNumber !== '',
  });
}
