import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@client/lib/router';
import { usePageTitle } from '@client/ui/usePageTitle';
import { CodeLookup } from './CodeLookup';

/** /enhanced-donor-portal?code=: tracking by access code; a code in the address loads at once. */
export function EnhancedDonorPortalPage() {
  const { t } = useTranslation('portal');
  usePageTitle('portal:codePage.pageTitle');
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('codePage.title')}</Title>
          <Text mt="xs">{t('codePage.intro')}</Text>
          <Text size="sm" mt="xs">
            {t('codePage.noCode')}{' '}
            <Anchor component={Link} to="/donor-portal">
              {t('codePage.byEmail')}
            </Anchor>
          </Text>
        </div>
        <CodeLookup initialCode={code} />
      </Stack>
    </Container>
  );
}
