import type { PublicFormView } from '@shared/forms/form.schemas';
import { FormFieldInput } from './FormFieldInput';
import type { Answers } from './publicFormModel';

/**
 * The fields in order, in the form's language; shared with the builder's preview. In a module of its
 * own, not the page's: the builder importing the page module made the bundler fold the page into a
 * shared chunk, so the server found no chunk for /forms/:slug and linked none of its stylesheets
 * (the fields jumped when they arrived: layout shift 0.19, Lighthouse 91).
 */
export function PublicFields({
  form,
  values,
  errors,
  onChange,
}: {
  form: Pick<PublicFormView, 'fields' | 'language'>;
  values: Answers;
  errors: Record<string, string>;
  onChange: (next: Answers) => void;
}) {
  return (
    <>
      {form.fields.map((field) => (
        <FormFieldInput
          key={field.id}
          field={field}
          lang={form.language}
          value={values[field.id]}
          error={errors[field.id]}
          onChange={(v) => onChange({ ...values, [field.id]: v })}
        />
      ))}
    </>
  );
}
