import { Anchor, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBusinessHours, usePublicSettings } from '@client/features/settings/api';

/** Phone, support e-mail and business hours from the platform settings (DECISIONS §5, §8). */
export function HelpBlock({ headingOrder = 2 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation('portal');
  const { get, isLoading } = usePublicSettings();
  const phone = get('business', 'phone');
  const email = get('business', 'email');
  const hours = useBusinessHours();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="portal-help-heading">
      <Title order={headingOrder} size="h4" id="portal-help-heading" mb="xs">
        {t('help.title')}
      </Title>
      {isLoading ? (
        <Text c="dimmed">{t('help.loading')}</Text>
      ) : (
        <Stack gap={6}>
          {phone && (
            <Text size="sm">
              <IconPhone size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {t('help.phone')} <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
            </Text>
          )}
          {email && (
            <Text size="sm">
              <IconMail size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {t('help.email')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </Text>
          )}
          {hours && (
            <Text size="sm">
              <IconClock size={16} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {t('help.hours')} {hours}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
