import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { CodeLookup } from '@client/features/donor-portal/CodeLookup';

/**
 * The Donor Portal tab: staff see exactly what a donor sees with their access code (read from the
 * donation's record), through the donor portal's own lookup.
 */
export function DonorPortalTab() {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="sm">
      <Title order={2}>{t('portalTab.title')}</Title>
      <Text maw={640}>{t('portalTab.intro')}</Text>
      <CodeLookup headingOrder={3} />
      <Anchor component={Link} to="/enhanced-donor-portal">
        {t('portalTab.open')}
      </Anchor>
    </Stack>
  );
}
