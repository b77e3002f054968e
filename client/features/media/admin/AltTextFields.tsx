import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MAX_ALT_LENGTH } from '@shared/content/media';

/** An image's description in both languages, as the library keeps it. */
export interface AltText {
  altEn: string;
  altFr: string;
}

/** Both descriptions are required: the errors for the ones left empty. */
export function altTextErrors(alt: AltText, t: TFunction): Record<string, string> {
  const found: Record<string, string> = {};
  if (!alt.altEn.trim()) found.altEn = t('media:errors.altRequired');
  if (!alt.altFr.trim()) found.altFr = t('media:errors.altRequired');
  return found;
}

interface Props {
  value: AltText;
  onChange(value: AltText): void;
  errors: Record<string, string | undefined>;
  /** The first field takes the focus when its dialog opens. */
  autoFocus?: boolean;
}

/** The English and French descriptions of an image (upload and edit). */
export function AltTextFields({ value, onChange, errors, autoFocus }: Props) {
  const { t } = useTranslation('media');
  return (
    <>
      <TextInput
        label={t('upload.altEn')}
        description={t('upload.altHint')}
        lang="en"
        value={value.altEn}
        onChange={(e) => onChange({ ...value, altEn: e.currentTarget.value })}
        maxLength={MAX_ALT_LENGTH}
        error={errors.altEn}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={t('upload.altFr')}
        description={t('upload.altHint')}
        lang="fr"
        value={value.altFr}
        onChange={(e) => onChange({ ...value, altFr: e.currentTarget.value })}
        maxLength={MAX_ALT_LENGTH}
        error={errors.altFr}
        required
      />
    </>
  );
}
