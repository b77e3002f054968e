import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateDonationRequest } from '@shared/donations/donation.schemas';
import { apiRequest } from '@client/lib/api-client';
// Types only: nothing from the server is bundled.
import type { CharityChoice, CreateDonationResponse } from '@server/features/donate/donate.schemas';

export type { CharityChoice, CreateDonationResponse };

export const CHARITY_CHOICES_KEY = ['/api/charities/choices'] as const;

/** Active, verified charities for step 2. */
export function useCharityChoices() {
  return useQuery<CharityChoice[]>({ queryKey: CHARITY_CHOICES_KEY });
}

/** POST /api/donations: answers the new donation's id, access code and status. */
export function useCreateDonation() {
  return useMutation({
    mutationFn: (request: CreateDonationRequest) =>
      apiRequest<CreateDonationResponse>('POST', '/api/donations', request),
  });
}
