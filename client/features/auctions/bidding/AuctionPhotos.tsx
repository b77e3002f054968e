import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionView } from './api';

/** The vehicle's photos: one large, the others as buttons that show it (keyboard: Tab then Enter). */
export function AuctionPhotos({ photos, vehicle }: { photos: AuctionView['photos']; vehicle: string }) {
  const { t } = useTranslation('auctions');
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <Text size="sm">{t('photos.none')}</Text>;
  const shown = photos[Math.min(index, photos.length - 1)]!;
  const alt = (n: number) => t('photos.alt', { n, total: photos.length, vehicle });
  return (
    <Stack gap="xs">
      <Image
        src={shown.url}
        alt={alt(photos.indexOf(shown) + 1)}
        radius="sm"
        w="100%"
        style={{ aspectRatio: `${shown.width} / ${shown.height}`, maxHeight: 420, objectFit: 'contain' }}
      />
      {photos.length > 1 && (
        <Group gap={6} role="group" aria-label={t('photos.choose')}>
          {photos.map((p, i) => (
            <UnstyledButton
              key={p.id}
              onClick={() => setIndex(i)}
              aria-pressed={i === index}
              aria-label={t('photos.show', { n: i + 1 })}
              style={{
                borderRadius: 4,
                outlineOffset: 2,
                border: i === index ? '2px solid var(--mantine-color-text)' : '2px solid transparent',
              }}
            >
              <Image
                src={p.url}
                alt=""
                w={64}
                h={48}
                radius="xs"
                loading="lazy"
                style={{ objectFit: 'cover' }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
