import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { progressPercent } from '@shared/donations/status-machine';
import { vehicleName } from '@shared/format/vehicle-name';
import { formatDate } from '@client/lib/format';
import type { DonorDonation } from './api';

/** A donation in the e-mail portal's list; the button opens its dialog. */
export function DonationCard({ donation: d, onOpen }: { donation: DonorDonation; onOpen: () => void }) {
  const { t, i18n } = useTranslation(['portal', 'domain']);
  const percent = progressPercent(d.status);
  const vehicle = vehicleName({ year: d.year, make: d.make, model: d.model }, i18n.language);
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {vehicle}
        </Title>
        <Badge variant="light" tt="none" c="brand.9" style={{ alignSelf: 'flex-start' }}>
          {t(`domain:status.${d.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('list.submitted', { id: d.id, date: formatDate(d.createdAt, i18n.language) })}
        </Text>
        {d.charityName && <Text size="sm">{t('list.charity', { name: d.charityName })}</Text>}
        {percent !== null && (
          <Progress value={percent} aria-label={t('list.progress', { percent })} size="sm" />
        )}
        <Button variant="light" onClick={onOpen} aria-label={t('list.openLabel', { vehicle })}>
          {t('list.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
