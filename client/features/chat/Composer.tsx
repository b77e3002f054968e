import '@mantine/core/styles/Input.css';
import { Button, Group, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '@shared/chat/chat.schemas';

/** The message box: Enter sends, Shift+Enter breaks the line; an empty message is not sent. */
export function Composer({
  onSend,
  busy,
  disabled,
  autoFocus,
}: {
  onSend: (text: string) => void;
  busy: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || busy || disabled) return;
    onSend(text);
    setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          label={t('widget.messageLabel')}
          placeholder={t('widget.placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKey}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={4}
          style={{ flex: 1 }}
          data-autofocus={autoFocus || undefined}
        />
        <Button type="submit" loading={busy} disabled={disabled}>
          {t('widget.send')}
        </Button>
      </Group>
    </form>
  );
}
