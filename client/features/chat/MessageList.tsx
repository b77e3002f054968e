import { Anchor, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import type { ShownMessage } from './useConversation';
import classes from './Chat.module.css';

/**
 * The conversation as a log. In keyboard mode each message takes focus and Alt+Up/Down move between
 * them; the newest is scrolled into view as it is written.
 */
export function MessageList({
  messages,
  keyboardMode,
  className,
}: {
  messages: ShownMessage[];
  keyboardMode: boolean;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!keyboardMode || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-message]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = items[Math.max(0, Math.min(items.length - 1, at + (e.key === 'ArrowUp' ? -1 : 1)))];
    next?.focus();
    e.preventDefault();
  };

  return (
    <div role="log" aria-label={t('widget.log')} className={className ?? classes.log} onKeyDown={move}>
      {messages.map((m) => (
        <div
          key={m.id}
          data-message
          tabIndex={keyboardMode ? 0 : undefined}
          className={`${classes.message} ${m.role === 'user' ? classes.user : classes.assistant} ${m.failed ? classes.failed : ''}`}
          aria-busy={m.pending || undefined}
        >
          <Text component="span" size="xs" fw={700} display="block" c="inherit">
            {m.role === 'user' ? t('widget.you') : t('widget.assistant')}
          </Text>
          <span role={m.failed ? 'alert' : undefined}>
            {m.content || (m.pending ? t('widget.sending') : '')}
          </span>
          {m.sources.length > 0 && (
            <Text component="span" size="sm" display="block" mt={4} c="inherit">
              {t('widget.sources')}:{' '}
              {m.sources.map((s, i) => (
                <span key={s.url + s.title}>
                  {i > 0 && ' · '}
                  <Anchor component={Link} to={s.url} c="inherit" td="underline">
                    {s.title}
                  </Anchor>
                </span>
              ))}
            </Text>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
