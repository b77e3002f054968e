import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@client/lib/router';
import { apiErrorMessage } from '@client/lib/api-client';
import { PageLoader } from '@client/ui/PageLoader';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPage } from './api';
import { PageForm } from './PageForm';

/** /admin/pages/new and /admin/pages/:id/edit. */
export function AdminPageEditorPage() {
  const { t } = useTranslation(['pages', 'media']);
  const { id } = useParams();
  const pageId = id ? Number(id) : null;
  usePageTitle(pageId ? 'pages:admin.editTitle' : 'pages:admin.newTitle');
  const query = useAdminPage(pageId);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/pages">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('admin.back')}
          </Group>
        </Anchor>
        <Title order={1}>{pageId ? t('admin.editTitle') : t('admin.newTitle')}</Title>
        {pageId === null ? (
          <PageForm page={null} />
        ) : query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Text role="alert">{apiErrorMessage(query.error, t('admin.loadError'))}</Text>
        ) : (
          <PageForm page={query.data} />
        )}
      </Stack>
    </Container>
  );
}
