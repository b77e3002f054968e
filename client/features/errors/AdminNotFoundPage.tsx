import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@client/ui/usePageTitle';

/** An /admin address with no page (yet), shown inside the admin shell to admins only. */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  usePageTitle('admin:notFound.pageTitle');
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg">{t('notFound.body')}</Text>
      <Button component={Link} to="/admin">
        {t('notFound.dashboard')}
      </Button>
    </Stack>
  );
}
