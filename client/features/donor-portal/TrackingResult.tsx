import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/format';
import { codeReceiptUrl, codeRecyclingUrl, type DonorPortalResponse } from './api';
import { RecyclingProof } from './RecyclingProof';
import { DonationDetails } from './DonationDetails';
import { DonationProgress } from './DonationProgress';
import { HelpBlock } from './HelpBlock';
import { StatusTimeline } from './StatusTimeline';

interface TrackingResultProps {
  result: DonorPortalResponse;
  code: string;
  headingOrder?: 2 | 3;
}

/** Everything the access code opens: progress, details, latest updates and messages, visits, help. */
export function TrackingResult({ result, code, headingOrder = 2 }: TrackingResultProps) {
  const { t, i18n } = useTranslation(['portal', 'domain']);
  const { donation: d, statusHistory, communications, accessInfo } = result;
  const sub = (headingOrder + 1) as TitleOrder;
  const lang = i18n.language;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-status-heading">
        <Group justify="space-between" mb="sm">
          <Title order={headingOrder} size="h3" id="tracking-status-heading">
            {t('result.title', { id: d.id })}
          </Title>
          <Badge size="lg" variant="light" tt="none" c="brand.9">
            {t(`domain:status.${d.status}`)}
          </Badge>
        </Group>
        <DonationProgress status={d.status} />
      </Paper>

      <DonationDetails donation={d} headingOrder={sub} />

      {d.recycling && <RecyclingProof donation={d} scanUrl={codeRecyclingUrl(code)} headingOrder={sub} />}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-receipt-heading">
        <Title order={sub} size="h4" id="tracking-receipt-heading" mb="xs">
          {t('receipt.title')}
        </Title>
        {d.receiptNumber ? (
          <Group justify="space-between">
            <Text size="sm">{t('receipt.number', { number: d.receiptNumber })}</Text>
            <Button
              component="a"
              href={codeReceiptUrl(code)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              {t('receipt.download')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('receipt.notYet')}</Text>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-updates-heading">
          <Title order={sub} size="h4" id="tracking-updates-heading" mb="sm">
            {t('result.updates')}
          </Title>
          <StatusTimeline entries={statusHistory} />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-messages-heading">
          <Title order={sub} size="h4" id="tracking-messages-heading" mb="sm">
            {t('result.communications')}
          </Title>
          {communications.length === 0 ? (
            <Text c="dimmed">{t('result.noCommunications')}</Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {communications.map((c) => (
                <li key={c.id}>
                  <Text size="sm" fw={600}>
                    {c.subject ?? t(`communicationType.${c.type}`, { defaultValue: c.type })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`communicationType.${c.type}`, { defaultValue: c.type })} ·{' '}
                    <time dateTime={c.sentAt}>{formatDateTime(c.sentAt, lang)}</time>
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>

      <Text size="sm" c="dimmed">
        {t('result.access', { count: accessInfo.accessCount })}{' '}
        {accessInfo.lastAccessedAt
          ? t('result.previousVisit', { date: formatDateTime(accessInfo.lastAccessedAt, lang) })
          : t('result.firstVisit')}{' '}
        <Anchor href="#portal-help-heading" size="sm">
          {t('result.notYou')}
        </Anchor>
      </Text>

      <HelpBlock headingOrder={sub} />
    </Stack>
  );
}
