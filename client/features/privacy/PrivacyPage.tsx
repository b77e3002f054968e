import '@mantine/core/styles/List.css';
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { legalPagePath } from '@shared/content/legal-pages';
import { Link } from '@client/lib/router';
import { useCompanyName, usePublicSettings } from '@client/features/settings/api';
import { usePageTitle } from '@client/ui/usePageTitle';

const COLLECTED = ['contact', 'vehicle', 'receipt', 'consent', 'technical'] as const;
const RIGHTS = ['access', 'correction', 'withdraw', 'deletion', 'portability'] as const;

/**
 * /privacy: what is collected, why, where it is kept, for how long and the donor's rights, with
 * the privacy officer (Quebec Law 25) and the retention periods read from the settings.
 */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  usePageTitle('privacy:page.title');
  const company = useCompanyName();
  const { get } = usePublicSettings();
  const officerName = get('privacy', 'officerName');
  const officerEmail = get('privacy', 'officerEmail');
  const retention = {
    receipts: get('receipts', 'retentionDays'),
    cancelled: get('privacy', 'cancelledDonationRetentionDays'),
    emails: get('privacy', 'outboxRetentionDays'),
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.title')}</Title>
          <Text mt="sm">{t('page.intro', { company })}</Text>
          <Anchor
            component={Link}
            to={legalPagePath('privacy', i18n.language)}
            mt="xs"
            display="inline-block"
          >
            {t('page.policyLink')}
          </Anchor>
        </div>

        <section aria-labelledby="collected-heading">
          <Title order={2} size="h3" id="collected-heading" mb="xs">
            {t('page.collectedTitle')}
          </Title>
          <List spacing="xs">
            {COLLECTED.map((k) => (
              <List.Item key={k}>{t(`page.collected.${k}`)}</List.Item>
            ))}
          </List>
        </section>

        <section aria-labelledby="stored-heading">
          <Title order={2} size="h3" id="stored-heading" mb="xs">
            {t('page.storedTitle')}
          </Title>
          <Text>{t('page.stored')}</Text>
        </section>

        <section aria-labelledby="retention-heading">
          <Title order={2} size="h3" id="retention-heading" mb="xs">
            {t('page.retentionTitle')}
          </Title>
          <List spacing="xs">
            {retention.receipts && (
              <List.Item>{t('page.retention.receipts', { days: retention.receipts })}</List.Item>
            )}
            {retention.cancelled && (
              <List.Item>{t('page.retention.cancelled', { days: retention.cancelled })}</List.Item>
            )}
            {retention.emails && (
              <List.Item>{t('page.retention.emails', { days: retention.emails })}</List.Item>
            )}
            <List.Item>{t('page.retention.codes')}</List.Item>
          </List>
        </section>

        <section aria-labelledby="rights-heading">
          <Title order={2} size="h3" id="rights-heading" mb="xs">
            {t('page.rightsTitle')}
          </Title>
          <List spacing="xs">
            {RIGHTS.map((k) => (
              <List.Item key={k}>{t(`page.rights.${k}`)}</List.Item>
            ))}
          </List>
          <Text mt="sm">{t('page.rightsAnswer')}</Text>
          <Anchor component={Link} to="/donor-portal" mt="xs" display="inline-block">
            {t('page.portalLink')}
          </Anchor>
        </section>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="officer-heading">
          <Title order={2} size="h3" id="officer-heading" mb="xs">
            {t('page.officerTitle')}
          </Title>
          {officerName && officerEmail && (
            <Text>
              {t('page.officer', { name: officerName })}{' '}
              <Anchor href={`mailto:${officerEmail}`}>{officerEmail}</Anchor>.
            </Text>
          )}
          <Text mt="sm" size="sm">
            {t('page.complaint')}
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
