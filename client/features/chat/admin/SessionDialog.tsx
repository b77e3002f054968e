import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortSessionId } from '@shared/chat/chat.schemas';
import { formatDateTime } from '@client/lib/format';
import { useLastValue } from '@client/ui/useLastValue';
import { useSessionMessages } from './api';

/** One session's messages, in order, with who wrote each and when. */
export function SessionDialog({ sessionId, onClose }: { sessionId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('chat');
  // The dialog keeps its title while it fades out.
  const shown = useLastValue(sessionId);
  const query = useSessionMessages(shown);
  return (
    <Modal
      opened={sessionId !== null}
      onClose={onClose}
      size="lg"
      title={t('history.dialogTitle', { id: shortSessionId(shown ?? '') })}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      {query.isPending ? (
        <Text>…</Text>
      ) : query.isError ? (
        <Text role="alert">{t('widget.fetchError')}</Text>
      ) : query.data.messages.length === 0 ? (
        <Text>{t('history.noMessages')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {query.data.session.title} · {query.data.session.model}
          </Text>
          {query.data.messages.map((m) => (
            <div key={m.id}>
              <Text size="sm" fw={700}>
                {m.role === 'user' ? t('history.visitor') : t('widget.assistant')} ·{' '}
                {formatDateTime(m.createdAt, i18n.language)}
                {m.tokens ? ` · ${t('history.tokens', { n: m.tokens })}` : ''}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Text>
            </div>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
