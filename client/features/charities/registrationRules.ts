import '@client/lib/zod-browser';
import { CreateCharityRegistrationRequest } from '@shared/charities/charity.schemas';
import { issuesToErrors, type Translate } from '@client/features/vehicles/valuationFormModel';
import { toRegistrationInput, type RegistrationValues } from './registrationModel';

/** The server's own schema, loaded when the form is first submitted (not with the page). */
export function validateRegistration(values: RegistrationValues, t: Translate) {
  const parsed = CreateCharityRegistrationRequest.safeParse(toRegistrationInput(values));
  return parsed.success
    ? ({ ok: true, errors: {} } as const)
    : ({ ok: false, errors: issuesToErrors(parsed.error.issues, t) } as const);
}
