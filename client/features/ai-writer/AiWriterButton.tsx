import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_LENGTHS,
  AI_TONES,
  DEFAULT_AI_LENGTH,
  DEFAULT_AI_TONE,
  type AiWriterStatus,
  type GeneratedPost,
} from '@shared/content/ai-writer';
import { useCurrentUser } from '@client/features/auth/api';
import { acceptLanguage, ApiError, apiErrorMessage } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { Select } from '@client/ui/Select';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import type { Locale } from '@shared/i18n/language';

interface Props {
  /** The post's language: the draft is written in it. */
  language: Locale;
  /** A piece of the draft's HTML body, as it arrives. */
  onText(chunk: string): void;
  /** The draft is complete. */
  onDone(): void;
  /** Optional: the finished draft's fields (title, excerpt, SEO, the sanitized body). */
  onResult?(post: GeneratedPost): void;
  /** Optional: the topic to start from (e.g. the post's title). */
  initialTopic?: string;
}

/** Reads `event:`/`data:` blocks from a server-sent-events response body. */
async function* readEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string; data: unknown }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) yield { event, data: JSON.parse(data) as unknown };
    }
  }
}

/**
 * "Write with AI" for the post editor: asks for a topic, tone and length, and streams a draft in the
 * post's language into the editor through `onText`. Without a configured provider it says so and how to
 * configure one; it never makes up text. Nothing is saved: the editor saves (and publishes) the post.
 */
export function AiWriterButton({ language, onText, onDone, onResult, initialTopic = '' }: Props) {
  const { t } = useTranslation('aiWriter');
  // Only an admin can configure the writer: an editor is told to ask one, not given the variables.
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const status = useQuery<AiWriterStatus>({ queryKey: ['/api/ai/status'], staleTime: 60_000 });
  const [opened, setOpened] = useState(false);
  const [topic, setTopic] = useState(initialTopic);
  const [category, setCategory] = useState('');
  const [tone, setTone] = useState<(typeof AI_TONES)[number]>(DEFAULT_AI_TONE);
  const [length, setLength] = useState<(typeof AI_LENGTHS)[number]>(DEFAULT_AI_LENGTH);
  const [topicError, setTopicError] = useState<string | undefined>();
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const configured = status.data?.configured ?? false;

  const open = () => {
    if (!topic && initialTopic) setTopic(initialTopic);
    setOpened(true);
  };

  const generate = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog sits inside the post editor's form: React would pass the submit up through the
    // portal, and the post would be saved before any text arrived.
    e.stopPropagation();
    if (!topic.trim()) {
      setTopicError(t('errors.topicRequired'));
      toastError(t('errors.titleRequired'), t('errors.topicRequired'));
      return;
    }
    setTopicError(undefined);
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setOpened(false);
    announce(t('generating'));
    try {
      const res = await fetch('/api/ai/generate-post', {
        method: 'POST',
        credentials: 'include',
        signal: controller.signal,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          'Accept-Language': acceptLanguage(),
        },
        body: JSON.stringify({
          topic: topic.trim(),
          category: category.trim() || undefined,
          tone,
          length,
          language,
        }),
      });
      if (!res.ok || !res.body)
        throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
      let finished = false;
      for await (const ev of readEvents(res.body)) {
        if (ev.event === 'text') onText((ev.data as { text: string }).text);
        else if (ev.event === 'done') {
          finished = true;
          onResult?.(ev.data as GeneratedPost);
        } else if (ev.event === 'error') throw new Error((ev.data as { message: string }).message);
      }
      if (finished) {
        toastSuccess(t('done'), t('doneBody'));
        announce(t('done'));
      }
      onDone();
    } catch (err) {
      if (controller.signal.aborted) {
        onDone();
        return;
      }
      const message =
        err instanceof ApiError ? apiErrorMessage(err, t('errors.failed')) : (err as Error).message;
      toastError(t('errors.failedTitle'), message || t('errors.failed'));
      onDone();
    } finally {
      setRunning(false);
      abort.current = null;
    }
  };

  if (running)
    return (
      <Button variant="light" color="red" onClick={() => abort.current?.abort()}>
        {t('stop')}
      </Button>
    );

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSparkles size={16} aria-hidden="true" />}
        onClick={open}
        loading={status.isPending}
      >
        {configured || status.isPending ? t('button') : t('notConfiguredButton')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={configured ? t('title') : t('notConfiguredTitle')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        {!configured ? (
          <Stack>
            {/* The light yellow's own title colour fails contrast on its background (axe). */}
            <Alert
              color="yellow"
              title={t('notConfiguredTitle')}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {t(isAdmin ? 'notConfiguredBody' : 'notConfiguredBodyEditor')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={() => setOpened(false)}>{t('common:closeDialog')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={(e) => void generate(e)} noValidate>
            <Stack gap="sm">
              <Text size="sm">{t('intro', { language: t(`languages.${language}`) })}</Text>
              <TextInput
                label={t('topic')}
                description={t('topicHint')}
                value={topic}
                onChange={(e) => setTopic(e.currentTarget.value)}
                error={topicError}
                maxLength={300}
                required
                data-autofocus
              />
              <TextInput
                label={t('category')}
                value={category}
                onChange={(e) => setCategory(e.currentTarget.value)}
                maxLength={100}
              />
              <Select
                label={t('tone')}
                value={tone}
                onChange={(v) => v && setTone(v as (typeof AI_TONES)[number])}
                data={AI_TONES.map((v) => ({ value: v, label: t(`tones.${v}`) }))}
                allowDeselect={false}
              />
              <Select
                label={t('length')}
                value={length}
                onChange={(v) => v && setLength(v as (typeof AI_LENGTHS)[number])}
                data={AI_LENGTHS.map((v) => ({ value: v, label: t(`lengths.${v}`) }))}
                allowDeselect={false}
              />
              {status.data && (
                <Text size="xs" c="dimmed">
                  {t('model', { model: status.data.model })}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t('cancel')}
                </Button>
                <SubmitButton pending={false} label={t('generate')} pendingLabel={t('generating')} />
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
