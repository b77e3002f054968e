import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/UnstyledButton.css';
import {
  Alert,
  Button,
  Chip,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { useImageSearch, useMediaList, type MediaItem } from './api';
import { MediaUploadForm } from './MediaUploadForm';
import type { Locale } from '@shared/i18n/language';

export interface PickedImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

interface Props {
  opened: boolean;
  onClose(): void;
  onPick(m: PickedImage): void;
  /**
   * The language of the content the image goes into: a library image's alt text in that language is
   * the one picked (the interface's language when not given).
   */
  contentLanguage?: Locale;
}

function Thumb(props: { src: string; alt: string; label: string; caption?: string; onClick(): void }) {
  return (
    <UnstyledButton
      onClick={props.onClick}
      aria-label={props.label}
      style={{
        display: 'block',
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-4)',
      }}
    >
      <img
        src={props.src}
        alt=""
        loading="lazy"
        width={640}
        height={360}
        style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
      />
      {props.caption && (
        <Text size="xs" p={6} lineClamp={2}>
          {props.caption}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** The library tab: search, pick, or upload a new image and pick it at once. */
function LibraryTab({ onPick, contentLanguage }: { onPick(m: PickedImage): void; contentLanguage?: Locale }) {
  const { t } = useTranslation('media');
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const list = useMediaList({ q, page: 1, pageSize: 24 });
  const pick = (m: MediaItem) =>
    onPick({
      url: m.featuredUrl,
      alt: (contentLanguage ?? language) === 'fr' ? m.altFr : m.altEn,
      width: m.featuredWidth,
      height: m.featuredHeight,
    });
  return (
    <Stack gap="md">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        type="search"
      />
      {list.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(list.error, t('picker.failed'))}
        </Alert>
      )}
      {/* An empty library says how to fill it: the upload form below, or the image search tab. */}
      {list.data && list.data.items.length === 0 && (
        <Text role="status">{q ? t('noMatch') : t('picker.libraryEmpty')}</Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {list.data?.items.map((m) => {
          const alt = language === 'fr' ? m.altFr : m.altEn;
          return (
            <Thumb
              key={m.id}
              src={m.cardUrl}
              alt={alt}
              caption={alt}
              label={t('picker.pickNamed', { alt })}
              onClick={() => pick(m)}
            />
          );
        })}
      </SimpleGrid>
      <Text fw={600}>{t('upload.title')}</Text>
      <MediaUploadForm onUploaded={pick} />
    </Stack>
  );
}

/** The search tab: Pixabay or Pexels when configured, else the site's library (and it says so). */
function SearchTab({ onPick }: { onPick(m: PickedImage): void }) {
  const { t } = useTranslation('media');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [source, setSource] = useState<'' | 'pixabay' | 'pexels'>('');
  const search = useImageSearch(query, source);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // not up to the post or page editor's form (see MediaUploadForm)
    setQuery(text.trim());
  };
  const configured = search.data?.configured ?? [];
  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('search')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button type="submit">{t('picker.searchButton')}</Button>
        </Group>
      </form>
      <div>
        <Text size="sm" fw={600} id="media-suggestions">
          {t('picker.suggestions')}
        </Text>
        <Group gap={6} mt={4} role="group" aria-labelledby="media-suggestions">
          {t('picker.suggestionList')
            .split('|')
            .map((s) => (
              <Chip
                key={s}
                size="sm"
                checked={query === s}
                onChange={() => {
                  setText(s);
                  setQuery(s);
                }}
              >
                {s}
              </Chip>
            ))}
        </Group>
      </div>
      {configured.length > 1 && (
        <Chip.Group
          multiple={false}
          value={source || configured[0]}
          onChange={(v) => setSource(v as 'pixabay' | 'pexels')}
        >
          <Group gap={6} role="group" aria-label={t('picker.source')}>
            {configured.map((s) => (
              <Chip key={s} value={s} size="sm">
                {s === 'pixabay' ? 'Pixabay' : 'Pexels'}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {search.data?.source === 'library' && (
        <Alert color="blue" title={t('picker.library')}>
          {t('picker.noSource')}
        </Alert>
      )}
      {search.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(search.error, t('picker.failed'))}
        </Alert>
      )}
      {search.data && search.data.images.length === 0 && <Text>{t('picker.noImages')}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {search.data?.images.map((img) => {
          const alt = img.alt ?? img.tags;
          const caption =
            img.source === 'library'
              ? alt
              : t('picker.credit', {
                  user: img.user,
                  source: img.source === 'pixabay' ? 'Pixabay' : 'Pexels',
                });
          return (
            <Thumb
              key={img.id}
              src={img.preview}
              alt={alt}
              caption={caption}
              label={t('picker.pickNamed', { alt: alt || caption })}
              onClick={() => onPick({ url: img.url, alt, width: img.width, height: img.height })}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Choose an image for a post or page: from the media library (or a new upload), or from the image search.
 * `onPick` gets the image's address, its alt text in the content's language and its size when known.
 */
export function MediaPicker({ opened, onClose, onPick, contentLanguage }: Props) {
  const { t } = useTranslation('media');
  const pick = (m: PickedImage) => {
    onPick(m);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {opened && (
        <Tabs defaultValue="library" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="library">{t('picker.library')}</Tabs.Tab>
            <Tabs.Tab value="search">{t('picker.searchTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="library">
            <LibraryTab onPick={pick} contentLanguage={contentLanguage} />
          </Tabs.Panel>
          <Tabs.Panel value="search">
            <SearchTab onPick={pick} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
