import type { z } from 'zod';
import type { ApiErrorBody } from '@shared/errors';
import { hasKey, translate, type Locale } from '../../platform/i18n';

/**
 * The 400 body for a failed parse of a schema whose limits come from settings. Its messages carry
 * numbers (`params`, e.g. the minimum year), which the shared error handler's key-only field errors
 * cannot hold, so the field messages are translated here, one per field (the first issue).
 */
export function validationBody(
  locale: Locale,
  issues: readonly z.core.$ZodIssue[],
): ApiErrorBody & { code: 'VALIDATION' } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (fieldErrors[field]) continue;
    const params = { ...issue, ...((issue as { params?: Record<string, unknown> }).params ?? {}), field };
    fieldErrors[field] = hasKey(issue.message)
      ? translate(locale, issue.message, params)
      : translate(locale, 'api:fieldInvalid', { field });
  }
  return { message: translate(locale, 'api:validation'), code: 'VALIDATION', fieldErrors };
}
