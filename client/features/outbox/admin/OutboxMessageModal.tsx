import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Code.css';
import { Anchor, Code, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { attachmentUrl, useOutboxMessage } from './api';
import { OutboxStatusBadge } from './OutboxStatusBadge';

function Body({ id }: { id: number }) {
  const { t } = useTranslation('outbox');
  const { language } = useLanguage();
  const query = useOutboxMessage(id);
  if (query.isPending) return <Text role="status">{t('message.loading')}</Text>;
  if (query.isError)
    return (
      <Text role="alert" c="red.9">
        {apiErrorMessage(query.error, t('message.loadError'))}
      </Text>
    );
  const m = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
        {[
          [t('columns.recipient'), m.recipient],
          [t('columns.created'), formatDateTime(m.createdAt, language)],
          [t('columns.sent'), m.sentAt ? formatDateTime(m.sentAt, language) : t('message.notSent')],
          [t('message.language'), t(`common:language.${m.locale === 'fr' ? 'fr' : 'en'}`)],
          [t('message.template'), m.template ?? '—'],
          [t('message.donation'), m.donationId ? `#${m.donationId}` : '—'],
        ].map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <OutboxStatusBadge status={m.status} />
        {m.lastError && (
          <Text size="sm">{t('message.lastError', { attempts: m.attempts, error: m.lastError })}</Text>
        )}
      </Group>
      <Title order={3}>{t('message.text')}</Title>
      {/* Shown as text, never rendered: the body is what the recipient reads, not markup to trust. */}
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {m.textBody}
      </Code>
      {m.htmlBody && (
        <>
          <Title order={3}>{t('message.html')}</Title>
          {/* Drawn in a sandbox: no script runs, no form is sent, nothing reaches this page. */}
          <iframe
            sandbox=""
            srcDoc={m.htmlBody}
            title={t('message.htmlPreview')}
            style={{
              width: '100%',
              height: 480,
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 4,
            }}
          />
          <details>
            <summary>{t('message.htmlSource')}</summary>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {m.htmlBody}
            </Code>
          </details>
        </>
      )}
      <Title order={3}>{t('message.attachments')}</Title>
      {m.attachments.length === 0 ? (
        <Text>{t('message.noAttachments')}</Text>
      ) : (
        <List>
          {m.attachments.map((a) => (
            <List.Item key={a.fileId}>
              <Anchor href={attachmentUrl(m.id, a.fileId)} download={a.fileName}>
                {t('message.download', { name: a.fileName })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** One message as it was queued: its text, its HTML drawn in a sandbox (and as source), and its files. */
export function OutboxMessageModal({
  id,
  subject,
  onClose,
}: {
  id: number | null;
  subject: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('outbox');
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={subject}
      closeButtonProps={{ 'aria-label': t('message.close') }}
    >
      {id !== null && <Body id={id} />}
    </Modal>
  );
}
