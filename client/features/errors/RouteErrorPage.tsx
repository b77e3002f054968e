import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@client/ui/usePageTitle';

/** Shown inside the layout when a page fails to load (for example an old chunk after a release) or to render. */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  usePageTitle('errors:generic.pageTitle');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('generic.title')}</Title>
        <Text size="lg">{t('generic.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('generic.reload')}</Button>
      </Stack>
    </Container>
  );
}
