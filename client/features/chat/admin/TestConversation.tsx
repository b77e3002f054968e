import '@mantine/core/styles/Input.css';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSource } from '@shared/chat/chat.schemas';
import { apiErrorMessage } from '@client/lib/api-client';
import { testConversation } from './api';

interface Turn {
  role: 'user' | 'assistant';
  content: string;
  sources?: ChatSource[];
  model?: string;
}

/** The admin tries the assistant; nothing is recorded. */
export function TestConversation() {
  const { t } = useTranslation('chat');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    if (!text.trim()) return;
    const next = [...turns, { role: 'user' as const, content: text.trim() }];
    setTurns(next);
    setText('');
    setBusy(true);
    setError(null);
    try {
      const r = await testConversation(next.map(({ role, content }) => ({ role, content })));
      setTurns([...next, { role: 'assistant', content: r.content, sources: r.sources, model: r.model }]);
    } catch (err) {
      setError(apiErrorMessage(err, t('widget.sendError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      <Text>{t('admin.testIntro')}</Text>
      <Stack gap="xs" role="log" aria-label={t('widget.log')}>
        {turns.map((m, i) => (
          <div key={i}>
            <Text fw={700} size="sm">
              {m.role === 'user' ? t('widget.you') : `${t('widget.assistant')} (${m.model})`}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Text>
            {m.sources?.map((s) => (
              <Anchor key={s.url + s.title} href={s.url} size="sm" mr="sm">
                {s.title}
              </Anchor>
            ))}
          </div>
        ))}
      </Stack>
      {error && (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      )}
      <Textarea
        label={t('widget.messageLabel')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <Group>
        <Button onClick={() => void ask()} loading={busy}>
          {t('admin.testAsk')}
        </Button>
        <Button variant="default" onClick={() => setTurns([])}>
          {t('admin.testReset')}
        </Button>
      </Group>
    </Stack>
  );
}
