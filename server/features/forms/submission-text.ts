import type { FieldType } from '@shared/forms/form.schemas';
import { translate, type Locale } from '../../platform/i18n';

/** One answer as a person reads it: a checkbox is Yes or No in the reader's language. */
export function answerText(value: string | boolean | undefined, type: FieldType, locale: Locale): string {
  if (type === 'checkbox' || typeof value === 'boolean')
    return translate(locale, value === true ? 'forms:answer.yes' : 'forms:answer.no');
  return value ?? '';
}
