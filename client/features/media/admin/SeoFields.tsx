import '@mantine/core/styles/Input.css';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shared/blog/blog.schemas';

interface Props {
  seoTitle: string;
  seoDescription: string;
  onChange(key: 'seoTitle' | 'seoDescription', value: string): void;
  errors: Record<string, string | undefined>;
}

/** The SEO title and meta description of a post or a page, each with its length against the limit. */
export function SeoFields({ seoTitle, seoDescription, onChange, errors }: Props) {
  const { t } = useTranslation('media');
  const counter = (value: string, max: number) => t('seo.counter', { count: value.length, max });
  return (
    <Stack gap="sm">
      <TextInput
        label={t('seo.title')}
        description={counter(seoTitle, SEO_TITLE_MAX)}
        value={seoTitle}
        onChange={(e) => onChange('seoTitle', e.currentTarget.value)}
        maxLength={SEO_TITLE_MAX}
        error={errors.seoTitle}
      />
      <Textarea
        label={t('seo.description')}
        description={counter(seoDescription, SEO_DESCRIPTION_MAX)}
        value={seoDescription}
        onChange={(e) => onChange('seoDescription', e.currentTarget.value)}
        maxLength={SEO_DESCRIPTION_MAX}
        autosize
        minRows={2}
        error={errors.seoDescription}
      />
    </Stack>
  );
}
