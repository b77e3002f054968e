import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeskSection } from './DeskSection';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useCommunications } from './api';
import { CommunicationForm } from './CommunicationForm';

const KNOWN_TYPES = new Set(['email', 'phone', 'sms', 'note']);

/** Messages to and about the donor, newest first (automatic e-mails included), and the form to add one. */
export function CommunicationsList({ donationId }: { donationId: number }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const query = useCommunications(donationId);

  let body;
  if (query.isPending) body = <Text role="status">{t('communications.loading')}</Text>;
  else if (query.isError)
    body = (
      <Text role="alert" c="red.9">
        {apiErrorMessage(query.error, t('communications.loadError'))}
      </Text>
    );
  else if (query.data.length === 0) body = <Text>{t('communications.empty')}</Text>;
  else {
    body = (
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {query.data.map((c) => (
          <Paper key={c.id} component="li" withBorder p="sm">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Badge variant="light" color="gray" c="gray.9" tt="none">
                {KNOWN_TYPES.has(c.type) ? t(`communications.types.${c.type}`) : c.type}
              </Badge>
              <Text size="sm">
                {t('communications.byAt', {
                  when: formatDateTime(c.sentAt, language),
                  who: c.sentByName === 'system' || !c.sentByName ? t('history.system') : c.sentByName,
                })}
              </Text>
            </Group>
            {c.subject && (
              <Text fw={600} mt="xs">
                {c.subject}
              </Text>
            )}
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {c.message}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <DeskSection title={t('communications.title')}>
      {body}
      <CommunicationForm donationId={donationId} />
    </DeskSection>
  );
}
