import { z } from 'zod';
import { DONATION_STATUSES } from '@shared/donations/status-machine';

/**
 * Response contracts of the wizard's endpoints. The request is the shared CreateDonationRequest
 * (@shared/donations/donation.schemas); the client imports these types only (`import type`).
 */

export const CreateDonationResponse = z.object({
  id: z.number().int(),
  /** "XXXX-XXXX-XXXX": shown once on the completion step and e-mailed to the donor. */
  accessCode: z.string(),
  status: z.enum(DONATION_STATUSES),
});
export type CreateDonationResponse = z.infer<typeof CreateDonationResponse>;

/** `nameFr`: the name shown to French visitors, when the charity has one. */
export const CharityChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  category: z.string(),
});
export type CharityChoice = z.infer<typeof CharityChoice>;
export const CharityChoicesResponse = z.array(CharityChoice);

/** The 400 answer of POST /api/donations (ApiErrorBody of @shared/errors). */
export const ValidationErrorResponse = z.object({
  message: z.string(),
  code: z.literal('VALIDATION'),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
