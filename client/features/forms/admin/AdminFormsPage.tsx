import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { otherLanguage, type FormView } from '@shared/forms/form.schemas';
import { apiErrorMessage } from '@client/lib/api-client';
import { ScrollTable } from '@client/ui/ScrollTable';
import { listStatus } from '@client/ui/listStatus';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useForms, useSetFormActive } from './api';
import { DeleteFormDialog } from './DeleteFormDialog';

/**
 * /admin/forms: every form with its language and translation (a missing one is flagged, with the way
 * to create it), its links (edit, stats, public view), Enable/Disable and Delete.
 */
export function AdminFormsPage() {
  const { t } = useTranslation('forms');
  usePageTitle('forms:list.title');
  const query = useForms();
  const setActive = useSetFormActive();
  const [deleting, setDeleting] = useState<FormView | null>(null);
  const items = query.data?.forms ?? [];
  const nameOf = (f: FormView) => f.name;

  const toggle = (f: FormView) =>
    setActive.mutate(
      { id: f.id, isActive: !f.isActive },
      {
        onSuccess: () =>
          toastSuccess(
            t('list.enabled'),
            t(f.isActive ? 'list.disabledMessage' : 'list.enabledMessage', { name: nameOf(f) }),
          ),
        onError: (err) => toastError(t('list.enabled'), apiErrorMessage(err, t('list.statusFailed'))),
      },
    );

  let body = listStatus(
    { ...query, data: query.data ? { items } : undefined },
    { loading: t('list.loading'), loadError: t('list.loadError'), empty: t('list.empty') },
  );
  if (!body) {
    body = (
      <ScrollTable minWidth={960} label={t('list.caption')}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('list.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.translation')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.address')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.submissions')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((f) => {
              const name = nameOf(f);
              return (
                <Table.Tr key={f.id}>
                  <Table.Td lang={f.language}>{name}</Table.Td>
                  <Table.Td>{t(`languageName.${f.language}`)}</Table.Td>
                  <Table.Td>
                    {f.translation ? (
                      <Anchor
                        component={Link}
                        to={`/admin/forms/${f.translation.id}/edit`}
                        lang={f.translation.language}
                        aria-label={t('list.editTranslation', { name, translation: f.translation.name })}
                      >
                        {f.translation.name}
                      </Anchor>
                    ) : f.deleted ? (
                      '—'
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light" color="orange" c="gray.9" tt="none">
                          {t('list.missingTranslation')}
                        </Badge>
                        <Button
                          size="xs"
                          variant="default"
                          component={Link}
                          to={`/admin/forms/new?translationOf=${f.id}`}
                          aria-label={t('list.createTranslation', {
                            name,
                            language: t(`languageName.${otherLanguage(f.language)}`),
                          })}
                        >
                          {t('list.createTranslationShort')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {f.deleted ? (
                      '—'
                    ) : (
                      <Anchor component={Link} to={`/forms/${f.slug}`} aria-label={t('list.view', { name })}>
                        /forms/{f.slug}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      c="gray.9"
                      tt="none"
                      color={f.deleted ? 'red' : f.isActive ? 'green' : 'gray'}
                    >
                      {f.deleted ? t('list.deleted') : f.isActive ? t('list.active') : t('list.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{f.submissionCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {!f.deleted && (
                        <Button
                          size="xs"
                          variant="default"
                          component={Link}
                          to={`/admin/forms/${f.id}/edit`}
                          aria-label={t('list.edit', { name })}
                        >
                          {t('list.editShort')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={`/admin/forms/${f.id}/submissions`}
                        aria-label={t('list.stats', { name })}
                      >
                        {t('list.statsShort')}
                      </Button>
                      {!f.deleted && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => toggle(f)}
                          aria-label={t(f.isActive ? 'list.disable' : 'list.enable', { name })}
                        >
                          {f.isActive ? t('list.disableShort') : t('list.enableShort')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        c="red.9"
                        onClick={() => setDeleting(f)}
                        aria-label={t('list.delete', { name })}
                      >
                        {t('list.deleteShort')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('list.title')}</Title>
            <Text mt="xs">{t('list.intro')}</Text>
          </div>
          <Button
            component={Link}
            to="/admin/forms/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('list.new')}
          </Button>
        </Group>
        {body}
      </Stack>
      <DeleteFormDialog form={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
