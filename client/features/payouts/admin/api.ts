import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';
import type { AdminPayoutsResponse } from '@server/features/payouts/payouts.schemas';

export type AdminPayouts = z.infer<typeof AdminPayoutsResponse>;
export type AdminPayout = AdminPayouts['payouts'][number];

export const useAdminPayouts = () => useQuery<AdminPayouts>({ queryKey: ['/api/admin/payouts'] });

/** A POST to the money API that refreshes the page's data when it succeeds. */
export function useMoneyAction<B>(url: (body: B) => string, body: (b: B) => unknown = (b) => b) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (b: B) => apiRequest('POST', url(b), body(b)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/admin/payouts'] }),
  });
}
