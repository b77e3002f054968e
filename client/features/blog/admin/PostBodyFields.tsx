import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleSlugFields } from '@client/features/media/admin/TitleSlugFields';
import { AiWriterButton } from '@client/features/ai-writer/AiWriterButton';
import { PostContentEditor } from './PostContentEditor';
import type { PostEditor } from './usePostEditor';
import classes from './AdminPostEditor.module.css';

/** The post's main column: title, slug, excerpt, and the body (or its preview), which the AI writer can fill. */
export function PostBodyFields({ editor, preview }: { editor: PostEditor; preview: boolean }) {
  const { t } = useTranslation('blog');
  const { form, set, setForm, errors } = editor;
  const streaming = useRef(false);
  return (
    <Stack gap="md">
      <TitleSlugFields
        title={form.title}
        slug={form.slug}
        onChange={set}
        errors={errors}
        language={form.language}
      />
      <Textarea
        label={t('editor.excerpt')}
        autosize
        minRows={2}
        value={form.excerpt}
        onChange={(e) => set('excerpt', e.currentTarget.value)}
        error={errors.excerpt}
      />
      {preview ? (
        <Paper withBorder p="md" lang={form.language}>
          <Title order={2}>{form.title}</Title>
          {form.excerpt && <Text size="lg">{form.excerpt}</Text>}
          {/* The editor's own output (the server sanitizes it when saved). */}
          <div className={classes.preview} dangerouslySetInnerHTML={{ __html: form.content }} />
        </Paper>
      ) : (
        <PostContentEditor
          value={form.content}
          onChange={(html) => set('content', html)}
          label={t('editor.content')}
          labelId="post-content-label"
          error={errors.content}
          language={form.language}
        />
      )}
      <Group>
        {/* Fills the form only: nothing is saved or published until the editor says so. */}
        <AiWriterButton
          language={form.language}
          initialTopic={form.title}
          onText={(chunk) => {
            const first = !streaming.current;
            streaming.current = true;
            setForm((f) => ({ ...f, content: first ? chunk : f.content + chunk }));
          }}
          onDone={() => {
            streaming.current = false;
          }}
          onResult={(generated) =>
            setForm((f) => ({
              ...f,
              title: f.title || generated.title,
              excerpt: f.excerpt || generated.excerpt,
              seoTitle: f.seoTitle || generated.seoTitle,
              seoDescription: f.seoDescription || generated.seoDescription,
              content: generated.content,
            }))
          }
        />
      </Group>
    </Stack>
  );
}
