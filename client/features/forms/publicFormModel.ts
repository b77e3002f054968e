import '@client/lib/zod-browser';
import type { FormFieldDef } from '@shared/forms/form.schemas';
import { buildSubmissionSchema } from '@shared/forms/submission-schema';
import { issuesToErrors, type Translate } from '@client/features/vehicles/valuationFormModel';

export type Answers = Record<string, string | boolean>;

/** The answers checked by the schema the server runs: the errors by field id, each naming its field. */
export function checkAnswers(fields: readonly FormFieldDef[], values: Answers, t: Translate) {
  const parsed = buildSubmissionSchema(fields).safeParse(values);
  if (parsed.success) return { ok: true as const };
  return { ok: false as const, errors: issuesToErrors(parsed.error.issues, t) };
}
