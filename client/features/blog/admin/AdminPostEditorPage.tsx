import '@mantine/core/styles/Grid.css';
import { Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@client/lib/router';
import { apiErrorMessage } from '@client/lib/api-client';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPost } from './api';
import { PostBodyFields } from './PostBodyFields';
import { PostSettingsFields } from './PostSettingsFields';
import { usePostEditor } from './usePostEditor';

/** /admin/posts/new and /admin/posts/:id/edit: the post editor. */
export function AdminPostEditorPage() {
  const { t } = useTranslation(['blog', 'common']);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  usePageTitle(id ? 'blog:editor.editTitle' : 'blog:editor.newTitle');
  const post = useAdminPost(id);
  const editor = usePostEditor(id, post.data);
  const [preview, setPreview] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void editor.save(editor.form.status);
  };

  if (id && post.isPending)
    return (
      <Text role="status" p="xl">
        {t('editor.loading')}
      </Text>
    );
  if (id && post.isError)
    return (
      <Text role="alert" c="red.9" p="xl">
        {apiErrorMessage(post.error, t('editor.loadError'))}
      </Text>
    );

  return (
    <Container size="xl" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Anchor component={Link} to="/admin/posts" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('editor.back')}
            </Group>
          </Anchor>
          <Group justify="space-between">
            <Title order={1}>{t(id ? 'editor.editTitle' : 'editor.newTitle')}</Title>
            <Group gap="xs">
              <Button
                variant="default"
                aria-pressed={preview}
                leftSection={
                  preview ? (
                    <IconPencil size={16} aria-hidden="true" />
                  ) : (
                    <IconEye size={16} aria-hidden="true" />
                  )
                }
                onClick={() => setPreview((p) => !p)}
              >
                {preview ? t('editor.edit') : t('editor.preview')}
              </Button>
              {post.data?.status === 'published' && (
                <Button component={Link} to={`/blog/${post.data.slug}`} variant="subtle">
                  {t('editor.viewPublic')}
                </Button>
              )}
            </Group>
          </Group>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <PostBodyFields editor={editor} preview={preview} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PostSettingsFields id={id} editor={editor} />
            </Grid.Col>
          </Grid>
        </Stack>
      </form>
    </Container>
  );
}
