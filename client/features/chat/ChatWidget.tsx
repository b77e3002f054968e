import { ActionIcon, Anchor, Button, FocusTrap, Group, Text } from '@mantine/core';
import { IconMessageCircle, IconSettings, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { OFFLINE_MODEL } from '@shared/chat/chat.schemas';
import { apiErrorMessage } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { deleteSession, setWidgetSessionId, startWidgetSession } from './chatClient';
import { FONT_SIZES, stopSpeaking, useChatSettings } from './chatSettings';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { SettingsPanel } from './SettingsPanel';
import { useConversation } from './useConversation';
import { useLauncherCovers } from './useLauncherClearance';
import classes from './Chat.module.css';

/** The label naming who answers: the configured model, or the offline assistant (DECISIONS §8). */
export function modelLabel(t: (k: string, o?: Record<string, unknown>) => string, model: string | null) {
  return !model || model === OFFLINE_MODEL ? t('widget.offlineLabel') : t('widget.modelLabel', { model });
}

/**
 * The floating assistant: a button, then a panel that keeps focus inside while open (Escape closes
 * and focus returns to the button), with its accessibility settings. Each new `openRequests` (the header
 * menu's or the footer's live chat) opens the panel.
 */
export function ChatWidget({ openRequests = 0 }: { openRequests?: number }) {
  const { t, i18n } = useTranslation('chat');
  const { settings, update } = useChatSettings();
  const chat = useConversation(settings);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'chat' | 'settings'>('chat');
  const [error, setError] = useState<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const lang = settings.language ?? (i18n.language?.startsWith('fr') ? 'fr' : 'en');
  const covers = useLauncherCovers(launcher, !open);

  useEffect(() => {
    if (openRequests > 0) setOpen(true);
  }, [openRequests]);

  const start = async () => {
    setError(null);
    try {
      const s = await startWidgetSession(lang);
      await chat.open(s.sessionId);
    } catch (err) {
      setError(apiErrorMessage(err, t('widget.connectionError')));
    }
  };

  useEffect(() => {
    if (open && !chat.sessionId) void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    setView('chat');
    stopSpeaking();
    requestAnimationFrame(() => launcher.current?.focus());
  };

  const clear = async () => {
    const id = chat.sessionId;
    chat.reset();
    setWidgetSessionId(null);
    if (id) await deleteSession(id).catch(() => undefined);
    announce(t('settings.cleared'));
    setView('chat');
    await start();
  };

  if (!open)
    return (
      <Button
        ref={launcher}
        className={classes.launcher}
        data-stepped-aside={covers || undefined}
        size="md"
        radius="xl"
        leftSection={<IconMessageCircle size={20} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <span className={classes.launcherLabel}>{t('widget.open')}</span>
      </Button>
    );

  return (
    <FocusTrap active>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${classes.panel} ${settings.highContrast ? classes.contrast : ''} ${settings.keyboardMode ? classes.keyboard : ''}`}
        style={{ fontSize: FONT_SIZES[settings.fontSize] }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            close();
          }
        }}
      >
        <div className={classes.header}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text id={titleId} component="h2" fw={700} size="md" c="inherit">
              {view === 'chat' ? t('widget.title') : t('widget.settings')}
            </Text>
            <Text size="xs" c="inherit">
              {modelLabel(t, chat.model)}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color={settings.highContrast ? 'gray.0' : 'gray.8'}
            size="lg"
            aria-label={view === 'chat' ? t('widget.settings') : t('widget.backToChat')}
            aria-pressed={view === 'settings'}
            onClick={() => setView(view === 'chat' ? 'settings' : 'chat')}
          >
            <IconSettings size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color={settings.highContrast ? 'gray.0' : 'gray.8'}
            size="lg"
            aria-label={t('widget.close')}
            onClick={close}
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </div>
        {view === 'settings' ? (
          <SettingsPanel settings={settings} update={update} onClear={() => void clear()} />
        ) : (
          <>
            <MessageList messages={chat.messages} keyboardMode={settings.keyboardMode} />
            {(error || chat.loadError) && (
              <Group px="md" pb="xs" gap="xs">
                <Text role="alert" size="sm" c={settings.highContrast ? 'inherit' : 'red.9'}>
                  {error ?? chat.loadError}
                </Text>
                <Button size="compact-sm" variant="outline" onClick={() => void start()}>
                  {t('page.newChat')}
                </Button>
              </Group>
            )}
            <div className={classes.composer}>
              <Composer
                onSend={(text) => void chat.send(text)}
                busy={chat.sending}
                disabled={!chat.sessionId}
                autoFocus
              />
              <Anchor
                component={Link}
                to="/chat"
                size="sm"
                c="inherit"
                td="underline"
                onClick={close}
                mt={4}
                display="inline-block"
              >
                {t('widget.fullPage')}
              </Anchor>
            </div>
          </>
        )}
      </div>
    </FocusTrap>
  );
}
