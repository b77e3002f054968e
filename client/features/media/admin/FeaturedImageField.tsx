import '@mantine/core/styles/Input.css';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/language';
import { MediaPicker } from './MediaPicker';

interface Props {
  value: string;
  onChange(url: string): void;
  error?: string;
  /** The content's language: a library image's alt text in it is the one picked. */
  language: Locale;
  /** Also an address field, for an image that is not in the library (posts). */
  withAddress?: boolean;
}

/** An http(s) address or a path on this site: anything else is not shown as an image. */
const showable = (url: string) => /^(https?:\/\/|\/(?!\/))/.test(url);

/** A post's or a page's featured image: its preview, the media picker, and removing it. */
export function FeaturedImageField({ value, onChange, error, language, withAddress = false }: Props) {
  const { t } = useTranslation('media');
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <div>
      {withAddress ? (
        <TextInput
          label={t('featured.address')}
          description={t('featured.addressHint')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          mb="xs"
        />
      ) : (
        <Text fw={500} size="sm" mb={4}>
          {t('featured.label')}
        </Text>
      )}
      {value && showable(value) && (
        <img
          src={value}
          alt=""
          style={{ maxWidth: 320, width: '100%', height: 'auto', display: 'block', marginBottom: 8 }}
        />
      )}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPhoto size={16} aria-hidden="true" />}
          onClick={() => setPickerOpen(true)}
        >
          {t('featured.choose')}
        </Button>
        {value && (
          <Button variant="default" onClick={() => onChange('')}>
            {t('featured.remove')}
          </Button>
        )}
      </Group>
      {error && !withAddress && (
        <Text c="red.9" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
      <MediaPicker
        opened={pickerOpen}
        contentLanguage={language}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => onChange(m.url)}
      />
    </div>
  );
}
