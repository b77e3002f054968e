import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import { ActionIcon, Button, Group, Image, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleName } from '@shared/format/vehicle-name';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { uploadForm } from '@client/lib/upload';
import { announce } from '@client/ui/LiveAnnouncer';
import { toastError, toastSuccess } from '@client/ui/toast';
import { donationUrl, type DonationDetail } from './api';

interface Photo {
  id: number;
  url: string;
  width: number;
  height: number;
}

const MAX_PHOTOS = 12;

/** Photos of the vehicle: dealers see them in the auction details. Staff add several at once, or delete one. */
export function PhotosSection({ donation }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; percent: number } | null>(null);
  const key = ['donation-photos', donation.id];
  const url = `${donationUrl(donation.id)}/photos`;
  const query = useQuery({ queryKey: key, queryFn: () => apiRequest<{ photos: Photo[] }>('GET', url) });
  const photos = query.data?.photos ?? [];
  const vehicle = vehicleName(donation, language);

  async function upload(files: File[]) {
    let added = 0;
    setProgress({ done: 0, total: files.length, percent: 0 });
    for (const [i, file] of files.entries()) {
      const form = new FormData();
      form.append('file', file);
      try {
        await uploadForm<Photo>(url, form, (percent) =>
          setProgress({ done: i, total: files.length, percent }),
        );
        added++;
      } catch (err) {
        toastError(t('photos.title'), apiErrorMessage(err, file.name));
        break; // the limit or a bad file: the next ones would meet the same answer
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: key });
    if (added > 0) {
      toastSuccess(t('photos.title'), t('photos.added', { count: added }));
      announce(t('photos.added', { count: added }));
    }
  }

  async function remove(photo: Photo, n: number) {
    try {
      await apiRequest('DELETE', `${url}/${photo.id}`);
      await queryClient.invalidateQueries({ queryKey: key });
      announce(t('photos.deleted'));
    } catch (err) {
      toastError(t('photos.delete', { n }), apiErrorMessage(err, t('photos.errors.notFound')));
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={`photos-${donation.id}`}>
      <Title order={3} size="h4" id={`photos-${donation.id}`}>
        {t('photos.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('photos.help', { max: MAX_PHOTOS })}
      </Text>
      {query.isPending ? (
        <Text role="status">{t('panel.loading')}</Text>
      ) : photos.length === 0 ? (
        <Text size="sm">{t('photos.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {photos.map((photo, i) => (
            <div key={photo.id} style={{ position: 'relative' }}>
              <Image
                src={photo.url}
                alt={t('photos.alt', { n: i + 1, vehicle })}
                radius="sm"
                loading="lazy"
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <ActionIcon
                variant="filled"
                color="red.9"
                size="md"
                aria-label={t('photos.delete', { n: i + 1 })}
                onClick={() => void remove(photo, i + 1)}
                style={{ position: 'absolute', top: 4, right: 4 }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      )}
      {progress ? (
        <Stack gap={4} role="status">
          <Text size="sm">{t('photos.uploading', { done: progress.done + 1, total: progress.total })}</Text>
          <Progress value={progress.percent} aria-label={t('photos.title')} />
        </Stack>
      ) : (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            disabled={photos.length >= MAX_PHOTOS}
            onClick={() => input.current?.click()}
          >
            {t('photos.add')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              if (files.length) void upload(files.slice(0, MAX_PHOTOS - photos.length));
            }}
          />
        </Group>
      )}
    </Stack>
  );
}
