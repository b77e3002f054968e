import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The Donor Portal tab: what a donor sees with their access code. The portal page itself belongs to
 * the donor portal feature; staff open it here with the code read from the donation's record.
 */
export function DonorPortalTab() {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="sm" maw={640}>
      <Title order={2}>{t('portalTab.title')}</Title>
      <Text>{t('portalTab.intro')}</Text>
      <Anchor component={Link} to="/enhanced-donor-portal">
        {t('portalTab.open')}
      </Anchor>
    </Stack>
  );
}
