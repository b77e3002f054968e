import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import {
  Button,
  Card,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { announce } from '@client/ui/LiveAnnouncer';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { MEDIA_URL, useMediaList, type MediaItem } from './api';
import { AltTextFields, altTextErrors, type AltText } from './AltTextFields';
import { MediaUploadForm } from './MediaUploadForm';

const PAGE_SIZE = 24;
const isMediaQuery = (q: { queryKey: readonly unknown[] }) => String(q.queryKey[0]).startsWith(MEDIA_URL);

function EditAltModal({ item, onClose }: { item: MediaItem | null; onClose(): void }) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState<AltText>({ altEn: item?.altEn ?? '', altFr: item?.altFr ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => apiRequest<MediaItem>('PATCH', `${MEDIA_URL}/${item!.id}`, alt),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ predicate: isMediaQuery });
      toastSuccess(t('saved'), '');
      onClose();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      toastError(t('editTitle'), apiErrorMessage(err, t('upload.failed')));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = altTextErrors(alt, t);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AltTextFields value={alt} onChange={setAlt} errors={errors} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={save.isPending} label={t('save')} pendingLabel={t('save')} />
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/media: the media library (staff). */
export function AdminMediaPage() {
  const { t, i18n } = useTranslation('media');
  usePageTitle('media:title');
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [shownDelete, setShownDelete] = useState<MediaItem | null>(null);
  const [shownEdit, setShownEdit] = useState<MediaItem | null>(null);
  const query = useMediaList({ q, page, pageSize: PAGE_SIZE });

  const remove = useMutation({
    mutationFn: (m: MediaItem) => apiRequest('DELETE', `${MEDIA_URL}/${m.id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ predicate: isMediaQuery });
      toastSuccess(t('deleted'), '');
      announce(t('deleted'));
      setDeleting(null);
    },
    onError: (err) => {
      toastError(t('deleteTitle'), apiErrorMessage(err, t('upload.failed')));
      setDeleting(null);
    },
  });

  const fr = i18n.language.startsWith('fr');
  let body = listStatus(query, {
    loading: t('common:loading'),
    loadError: t('upload.failed'),
    empty: q ? t('noMatch') : t('empty'),
  });
  if (!body && query.data) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {query.data.items.map((m) => (
          <Card
            key={m.id}
            withBorder
            padding="sm"
            radius="md"
            component="article"
            aria-label={fr ? m.altFr : m.altEn}
          >
            <Card.Section>
              <img
                src={m.cardUrl}
                alt={fr ? m.altFr : m.altEn}
                width={640}
                height={360}
                loading="lazy"
                style={{
                  width: '100%',
                  height: 'auto',
                  display: 'block',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                }}
              />
            </Card.Section>
            <Stack gap={4} mt="sm">
              <Text size="sm" lang="en">
                <strong>EN</strong> {m.altEn}
              </Text>
              <Text size="sm" lang="fr">
                <strong>FR</strong> {m.altFr}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {m.fileName} · {t('size', { width: m.width, height: m.height })}
              </Text>
            </Stack>
            <Group gap="xs" mt="sm">
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setShownEdit(m);
                  setEditing(m);
                }}
              >
                {t('edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  setShownDelete(m);
                  setDeleting(m);
                }}
              >
                {t('delete')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs">{t('intro')}</Text>
        </div>
        <Paper withBorder p="md" radius="md" maw={560}>
          <Title order={2} size="h3" mb="sm">
            {t('upload.title')}
          </Title>
          <MediaUploadForm />
        </Paper>
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          type="search"
          value={q}
          maw={420}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
        {query.data && (
          <Text size="sm" aria-live="polite">
            {t('count', { count: query.data.total })}
          </Text>
        )}
        {body}
        {query.data && (
          <ListPager
            total={query.data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onChange={setPage}
            label={t('title')}
          />
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('editTitle')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {shownEdit && <EditAltModal key={shownEdit.id} item={shownEdit} onClose={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        <Text>{t('deleteBody')}</Text>
        {shownDelete && (
          <Text size="sm" mt="xs" c="dimmed">
            {fr ? shownDelete.altFr : shownDelete.altEn}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => shownDelete && remove.mutate(shownDelete)}
          >
            {t('deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
