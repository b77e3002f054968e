import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '@client/ui/LiveAnnouncer';
import { apiErrorMessage } from '@client/lib/api-client';
import { messageLanguage } from '@shared/chat/message-language';
import { fetchMessages, streamMessage, type ChatMessageView } from './chatClient';
import { speak, type ChatSettings } from './chatSettings';

export interface ShownMessage extends ChatMessageView {
  /** Still being written. */
  pending?: boolean;
  /** The reply failed: this is the explanation, not a stored message. */
  failed?: boolean;
}

/** One conversation: its messages, a streamed send, the model name and the error of the last send. */
export function useConversation(settings: ChatSettings) {
  const { t, i18n } = useTranslation('chat');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [model, setModel] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const open = useCallback(
    async (id: string) => {
      setSessionId(id);
      setLoadError(null);
      try {
        const r = await fetchMessages(id);
        setMessages(r.messages);
        setModel(r.session.model);
      } catch (err) {
        setMessages([]);
        setLoadError(apiErrorMessage(err, t('widget.fetchError')));
        throw err;
      }
    },
    [t],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setSessionId(null);
    setMessages([]);
  }, []);

  const send = useCallback(
    async (content: string, inSession: string | null = sessionId) => {
      if (!inSession || !content.trim() || sending) return;
      const siteLang = i18n.language?.startsWith('fr') ? 'fr' : 'en';
      const lang = (settings.autoDetect ? messageLanguage(content) : null) ?? settings.language ?? siteLang;
      setSending(true);
      const tempId = -Date.now();
      const draft: ShownMessage = {
        id: tempId,
        role: 'assistant',
        content: '',
        model: null,
        tokens: null,
        finishReason: null,
        sources: [],
        createdAt: new Date().toISOString(),
        pending: true,
      };
      const controller = new AbortController();
      abort.current = controller;
      const finish = (m: ShownMessage) => {
        setMessages((list) => list.map((x) => (x.id === tempId ? m : x)));
        if (settings.announce) announce(t('widget.newMessage', { text: m.content }));
        if (settings.textToSpeech && !m.failed) speak(m.content, lang);
      };
      try {
        await streamMessage(
          inSession,
          content.trim(),
          lang,
          {
            onStart: (userMessage, m) => {
              setModel(m);
              setMessages((list) => [...list, userMessage, draft]);
            },
            onText: (text, replace) =>
              setMessages((list) =>
                list.map((x) => (x.id === tempId ? { ...x, content: replace ? text : x.content + text } : x)),
              ),
            onDone: (message) => finish(message),
            onError: (message) => finish({ ...draft, content: message, pending: false, failed: true }),
          },
          controller.signal,
        );
      } catch (err) {
        const message = apiErrorMessage(err, t('widget.sendError'));
        setMessages((list) =>
          list.some((x) => x.id === tempId)
            ? list.map((x) =>
                x.id === tempId ? { ...x, content: message, pending: false, failed: true } : x,
              )
            : [...list, { ...draft, content: message, pending: false, failed: true }],
        );
        if (settings.announce) announce(message);
      } finally {
        setSending(false);
      }
    },
    [sessionId, sending, settings, i18n.language, t],
  );

  return { sessionId, messages, model, sending, loadError, open, reset, send, setMessages, setModel };
}
