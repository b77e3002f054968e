import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@client/ui/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  usePageTitle('errors:notFound.pageTitle');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
