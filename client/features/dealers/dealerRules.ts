import '@client/lib/zod-browser';
import { DealerRegistrationRequest } from '@shared/dealers/dealer.schemas';
import { issuesToErrors, type Translate } from '@client/features/vehicles/valuationFormModel';
import type { DealerFormValues } from './dealerFormModel';
import type { Locale } from '@shared/i18n/language';

/**
 * The form checked by the schema the server runs; the body to send, or the errors by field. Loaded when
 * the form is first submitted, not with the page: it brings zod and the dealer schemas.
 */
export function validateDealerForm(values: DealerFormValues, locale: Locale, t: Translate) {
  const parsed = DealerRegistrationRequest.safeParse({ ...values, locale });
  if (parsed.success) return { ok: true as const, body: { ...values, locale } };
  return { ok: false as const, errors: issuesToErrors(parsed.error.issues, t) };
}
