import '@client/lib/zod-browser';
import {
  makeValuationRequest,
  type ValuationRequest,
  type VehicleBounds,
} from '@shared/vehicles/valuation.schemas';
import {
  issuesToErrors,
  toRequestInput,
  type Translate,
  type ValuationFormValues,
} from './valuationFormModel';

/*
 * The calculator's rules: the shared schema the server runs. A separate module the page imports when the
 * visitor first uses the form (ValuationPage), so zod is not built while the page loads.
 */

export type ValidationResult =
  | { ok: true; request: ValuationRequest; errors: Record<string, never> }
  | { ok: false; errors: Record<string, string> };

/** The same schema the server runs, with the platform's bounds. */
export function validateValuation(
  values: ValuationFormValues,
  bounds: VehicleBounds,
  t: Translate,
): ValidationResult {
  const parsed = makeValuationRequest(bounds).safeParse(toRequestInput(values));
  return parsed.success
    ? { ok: true, request: parsed.data, errors: {} }
    : { ok: false, errors: issuesToErrors(parsed.error.issues, t) };
}
