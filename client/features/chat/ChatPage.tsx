import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '@client/features/settings/api';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { createSession, deleteSession, listSessions, type ChatSessionView } from './chatClient';
import { useChatSettings } from './chatSettings';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { useConversation } from './useConversation';
import { modelLabel } from './ChatWidget';
import classes from './Chat.module.css';

/** /chat: the visitor's chats, a new chat, send, delete (public-site.md §2). */
export function ChatPage() {
  const { t, i18n } = useTranslation('chat');
  usePageTitle('chat:page.title');
  const phone = usePublicSettings().get('business', 'phone') ?? '';
  const { settings } = useChatSettings();
  const chat = useConversation(settings);
  const [sessions, setSessions] = useState<ChatSessionView[]>([]);
  const [confirm, setConfirm] = useState<ChatSessionView | null>(null);
  const lang = i18n.language?.startsWith('fr') ? 'fr' : 'en';

  const refresh = useCallback(async () => {
    const r = await listSessions().catch(() => ({ sessions: [] }));
    setSessions(r.sessions);
    return r.sessions;
  }, []);

  useEffect(() => {
    void refresh().then((list) => {
      if (list[0]) void chat.open(list[0].sessionId).catch(() => undefined);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const newChat = async () => {
    try {
      const s = await createSession(lang);
      chat.reset();
      await chat.open(s.sessionId);
      await refresh();
      toastSuccess(t('page.newChatStarted'), '');
    } catch (err) {
      toastError(t('page.createFailed'), apiErrorMessage(err, ''));
    }
  };

  const send = async (text: string) => {
    let id = chat.sessionId;
    if (!id) {
      try {
        id = (await createSession(lang)).sessionId;
        await chat.open(id);
      } catch (err) {
        toastError(t('page.createFailed'), apiErrorMessage(err, ''));
        return;
      }
    }
    await chat.send(text, id);
    void refresh();
  };

  const remove = async (s: ChatSessionView) => {
    setConfirm(null);
    try {
      await deleteSession(s.sessionId);
      if (chat.sessionId === s.sessionId) chat.reset();
      await refresh();
      toastSuccess(t('page.chatDeleted'), '');
    } catch (err) {
      toastError(t('page.deleteFailed'), apiErrorMessage(err, ''));
    }
  };

  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('page.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('page.intro', { phone })}
      </Text>
      <div className={classes.page}>
        <Stack gap="xs" component="nav" aria-label={t('page.history')}>
          <Button onClick={() => void newChat()}>{t('page.newChat')}</Button>
          <Title order={2} size="h4" mt="sm">
            {t('page.history')}
          </Title>
          {sessions.length === 0 && <Text size="sm">{t('page.noHistory')}</Text>}
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sessions.map((s) => (
              <Group key={s.sessionId} component="li" gap={4} wrap="nowrap" justify="space-between">
                <UnstyledButton
                  onClick={() => void chat.open(s.sessionId).catch(() => undefined)}
                  aria-current={chat.sessionId === s.sessionId ? 'true' : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                  p={4}
                >
                  <Text size="sm" fw={chat.sessionId === s.sessionId ? 700 : 400} truncate>
                    {s.title}
                  </Text>
                  <Text size="xs">{t('page.messages', { count: s.messageCount })}</Text>
                </UnstyledButton>
                <Anchor component="button" type="button" size="xs" c="red.9" onClick={() => setConfirm(s)}>
                  {t('page.delete')}
                  <VisuallyHidden> {s.title}</VisuallyHidden>
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Stack gap="sm">
          <Group justify="space-between">
            <Badge variant="light" color="blue" c="blue.9" tt="none">
              {modelLabel(t, chat.model)}
            </Badge>
          </Group>
          {chat.messages.length === 0 && <Text>{t('page.empty')}</Text>}
          {chat.loadError && (
            <Text role="alert" c="red.9">
              {chat.loadError}
            </Text>
          )}
          <MessageList
            messages={chat.messages}
            keyboardMode={settings.keyboardMode}
            className={classes.pageLog}
          />
          <Composer onSend={(text) => void send(text)} busy={chat.sending} />
        </Stack>
      </div>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('page.delete')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        <Text>{t('page.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('page.cancel')}
          </Button>
          <Button color="red.8" onClick={() => confirm && void remove(confirm)}>
            {t('page.delete')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
