import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/language';

interface Props {
  title: string;
  slug: string;
  onChange(key: 'title' | 'slug', value: string): void;
  errors: Record<string, string | undefined>;
  /** The content's language, for the title's spelling and reading. */
  language: Locale;
  titleMax?: number;
  slugMax?: number;
}

/** A post's or a page's title and its address (made from the title when left empty). */
export function TitleSlugFields({ title, slug, onChange, errors, language, titleMax, slugMax }: Props) {
  const { t } = useTranslation('media');
  return (
    <>
      <TextInput
        label={t('content.title')}
        required
        value={title}
        onChange={(e) => onChange('title', e.currentTarget.value)}
        error={errors.title}
        maxLength={titleMax}
        lang={language}
      />
      <TextInput
        label={t('content.slug')}
        description={t('content.slugHint')}
        value={slug}
        onChange={(e) => onChange('slug', e.currentTarget.value)}
        error={errors.slug}
        maxLength={slugMax}
      />
    </>
  );
}
