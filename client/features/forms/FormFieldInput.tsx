import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormFieldDef } from '@shared/forms/form.schemas';
import type { Locale } from '@shared/i18n/language';

interface FormFieldInputProps {
  field: FormFieldDef;
  /** The form's language: its label, help and placeholder are written in it. */
  lang: Locale;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
  error?: string;
}

const INPUT_TYPE = { text: 'text', email: 'email', phone: 'tel', date: 'date' } as const;
const AUTOCOMPLETE: Partial<Record<FormFieldDef['type'], string>> = { email: 'email', phone: 'tel' };

/**
 * One field of an admin-built form as the visitor sees it (the public page and the builder's preview):
 * its texts in the form's language, its messages in the visitor's.
 */
export function FormFieldInput({ field, lang, value, onChange, error }: FormFieldInputProps) {
  const { t } = useTranslation('forms');
  const common = {
    label: <span lang={lang}>{field.label}</span>,
    description: field.helpText ? <span lang={lang}>{field.helpText}</span> : undefined,
    withAsterisk: field.required,
    error,
    name: field.id,
    'data-field': field.id,
  };
  const placeholder = field.placeholder || undefined;
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'checkbox':
      return (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-required={field.required}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={placeholder}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
          required={field.required}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          required={field.required}
          data={[
            { value: '', label: placeholder ?? t('public.selectPlaceholder') },
            ...(field.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={INPUT_TYPE[field.type]}
          autoComplete={AUTOCOMPLETE[field.type]}
          placeholder={placeholder}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          required={field.required}
        />
      );
  }
}
