import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Grid.css';
import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEye, IconPencil, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import {
  POST_LANGUAGES,
  POST_STATUSES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type PostLanguage,
} from '@shared/blog/blog.schemas';
import { MediaPicker } from '@client/features/admin-media/MediaPicker';
import { AiWriterButton } from '@client/features/ai-writer/AiWriterButton';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { toastError, toastSuccess } from '@client/ui/toast';
import {
  useAdminPost,
  useAdminPosts,
  useCategoryChoices,
  useTags,
  type AdminPost,
  type PostStatus,
  type TagView,
} from './api';
import { PostContentEditor } from './PostContentEditor';
import { hasChanges, useUnsavedChangesWarning } from '@client/features/admin-pages/useUnsavedChanges';
import classes from './AdminPostEditor.module.css';

interface FormState {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  categoryId: string;
  tags: string[];
  status: PostStatus;
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
  language: PostLanguage;
  translationOf: string;
}

const EMPTY: FormState = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  categoryId: '',
  tags: [],
  status: 'draft',
  publishedAt: '',
  seoTitle: '',
  seoDescription: '',
  language: 'en',
  translationOf: '',
};

/** A `datetime-local` value in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromPost(p: AdminPost): FormState {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt ?? '',
    content: p.content,
    featuredImage: p.featuredImage ?? '',
    categoryId: p.categoryId ? String(p.categoryId) : '',
    tags: p.tags.map((t) => t.name),
    status: p.status,
    publishedAt: toLocalInput(p.publishedAt),
    seoTitle: p.seoTitle ?? '',
    seoDescription: p.seoDescription ?? '',
    language: p.language,
    translationOf: p.translation ? String(p.translation.id) : '',
  };
}

function Counter({ value, max }: { value: string; max: number }) {
  const { t } = useTranslation('blog');
  return (
    <Text size="xs" c={value.length > max ? 'red.8' : 'dark.6'} aria-live="polite">
      {t('editor.counter', { count: value.length, max })}
    </Text>
  );
}

/** /admin/posts/new and /admin/posts/:id/edit: the post editor. */
export function AdminPostEditorPage() {
  const { t } = useTranslation(['blog', 'common']);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle(id ? 'blog:editor.editTitle' : 'blog:editor.newTitle');
  const post = useAdminPost(id);
  const tags = useTags();
  const categories = useCategoryChoices();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [preview, setPreview] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [, setEditor] = useState<Editor | null>(null);
  const streaming = useRef(false);
  const onEditor = useCallback((e: Editor | null) => setEditor(e), []);
  const otherLanguage: PostLanguage = form.language === 'fr' ? 'en' : 'fr';
  const candidates = useAdminPosts({ page: 1, pageSize: 100, language: otherLanguage });

  useEffect(() => {
    if (post.data) setForm(fromPost(post.data));
  }, [post.data]);
  // Leaving with changes not saved asks first (issue 35).
  useUnsavedChangesWarning(!pending && hasChanges(form, post.data ? fromPost(post.data) : EMPTY));

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  /** Tags are created on the fly: a new name becomes a tag at once. */
  const changeTags = async (names: string[]) => {
    const known = new Map((tags.data ?? []).map((tag) => [tag.name.toLowerCase(), tag]));
    const cleaned = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    for (const name of cleaned) {
      if (known.has(name.toLowerCase())) continue;
      try {
        const created = await apiRequest<TagView>('POST', '/api/tags', { name });
        queryClient.setQueryData<TagView[]>(['/api/tags'], (old) => [...(old ?? []), created]);
        known.set(created.name.toLowerCase(), created);
        toastSuccess(t('editor.tagCreated'), created.name);
      } catch (error) {
        toastError(t('editor.tagFailed'), apiErrorMessage(error, t('editor.tagFailed')));
        cleaned.splice(cleaned.indexOf(name), 1);
      }
    }
    set(
      'tags',
      cleaned.map((n) => known.get(n.toLowerCase())?.name ?? n),
    );
  };

  const save = async (status: PostStatus) => {
    setErrors({});
    setPending(true);
    const tagIds = form.tags
      .map((name) => (tags.data ?? []).find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.id)
      .filter((x): x is number => x !== undefined);
    const body = {
      title: form.title,
      ...(form.slug ? { slug: form.slug } : {}),
      excerpt: form.excerpt,
      content: form.content,
      featuredImage: form.featuredImage,
      categoryId: form.categoryId ? Number(form.categoryId) : null,
      tagIds,
      status,
      ...(status === 'scheduled' && form.publishedAt
        ? { publishedAt: new Date(form.publishedAt).toISOString() }
        : {}),
      seoTitle: form.seoTitle,
      seoDescription: form.seoDescription,
      language: form.language,
      translationOf: form.translationOf ? Number(form.translationOf) : null,
    };
    try {
      const saved = id
        ? await apiRequest<AdminPost>('PATCH', `/api/posts/${id}`, body)
        : await apiRequest<AdminPost>('POST', '/api/posts', body);
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/posts'),
      });
      queryClient.setQueryData([`/api/posts/${saved.id}`], saved);
      // A toast leaves with the page that raised it: a new post's is raised on its edit page.
      if (!id) void navigate(`/admin/posts/${saved.id}/edit`, { replace: true });
      else setForm(fromPost(saved));
      toastSuccess(t(id ? 'editor.updated' : 'editor.created'), t('editor.savedBody'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        setErrors(error.fieldErrors);
        requestAnimationFrame(() => focusFirstInvalid());
      }
      toastError(t('editor.saveFailed'), apiErrorMessage(error, t('editor.saveFailed')));
    } finally {
      setPending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(form.status);
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

  const err = (key: string) => errors[key];
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
              <Stack gap="md">
                <TextInput
                  label={t('editor.title')}
                  required
                  value={form.title}
                  onChange={(e) => set('title', e.currentTarget.value)}
                  error={err('title')}
                />
                <TextInput
                  label={t('editor.slug')}
                  description={t('editor.slugHint')}
                  value={form.slug}
                  onChange={(e) => set('slug', e.currentTarget.value)}
                  error={err('slug')}
                />
                <Textarea
                  label={t('editor.excerpt')}
                  autosize
                  minRows={2}
                  value={form.excerpt}
                  onChange={(e) => set('excerpt', e.currentTarget.value)}
                  error={err('excerpt')}
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
                    error={err('content')}
                    onEditor={onEditor}
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
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <NativeSelect
                  label={t('editor.status')}
                  data={POST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
                  value={form.status}
                  onChange={(e) => set('status', e.currentTarget.value as PostStatus)}
                />
                {form.status === 'scheduled' && (
                  <TextInput
                    type="datetime-local"
                    label={t('editor.scheduleAt')}
                    value={form.publishedAt}
                    onChange={(e) => set('publishedAt', e.currentTarget.value)}
                    error={err('publishedAt')}
                  />
                )}
                <NativeSelect
                  label={t('editor.language')}
                  data={POST_LANGUAGES.map((l) => ({ value: l, label: t(`languageName.${l}`) }))}
                  value={form.language}
                  onChange={(e) => {
                    set('language', e.currentTarget.value as PostLanguage);
                    set('translationOf', '');
                  }}
                />
                <NativeSelect
                  label={t('editor.translation')}
                  description={t('editor.translationHint')}
                  data={[
                    { value: '', label: t('editor.noTranslation') },
                    ...(candidates.data?.items ?? [])
                      .filter((p) => p.id !== id)
                      .map((p) => ({ value: String(p.id), label: p.title })),
                  ]}
                  value={form.translationOf}
                  onChange={(e) => set('translationOf', e.currentTarget.value)}
                  error={err('translationOf')}
                />
                <NativeSelect
                  label={t('editor.category')}
                  data={[
                    { value: '', label: t('editor.noCategory') },
                    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                  ]}
                  value={form.categoryId}
                  onChange={(e) => set('categoryId', e.currentTarget.value)}
                  error={err('categoryId')}
                />
                <TagsInput
                  label={t('editor.tags')}
                  description={t('editor.tagsHint')}
                  data={(tags.data ?? []).map((tag) => tag.name)}
                  value={form.tags}
                  onChange={(names) => void changeTags(names)}
                  error={err('tagIds')}
                  clearable
                />
                <TextInput
                  label={t('editor.featuredImage')}
                  description={t('editor.featuredImageHint')}
                  value={form.featuredImage}
                  onChange={(e) => set('featuredImage', e.currentTarget.value)}
                  error={err('featuredImage')}
                />
                <Button
                  variant="light"
                  leftSection={<IconPhoto size={16} aria-hidden="true" />}
                  onClick={() => setPickerOpen(true)}
                >
                  {t('editor.pickImage')}
                </Button>
                {form.featuredImage && /^(https?:\/\/|\/(?!\/))/.test(form.featuredImage) && (
                  <img src={form.featuredImage} alt="" className={classes.thumb} />
                )}
                <div>
                  <TextInput
                    label={t('editor.seoTitle')}
                    value={form.seoTitle}
                    onChange={(e) => set('seoTitle', e.currentTarget.value)}
                    error={err('seoTitle')}
                  />
                  <Counter value={form.seoTitle} max={SEO_TITLE_MAX} />
                </div>
                <div>
                  <Textarea
                    label={t('editor.seoDescription')}
                    autosize
                    minRows={3}
                    value={form.seoDescription}
                    onChange={(e) => set('seoDescription', e.currentTarget.value)}
                    error={err('seoDescription')}
                  />
                  <Counter value={form.seoDescription} max={SEO_DESCRIPTION_MAX} />
                </div>
                <Group gap="xs">
                  <Button
                    type="button"
                    variant="default"
                    disabled={pending}
                    onClick={() => void save('draft')}
                  >
                    {t('editor.saveDraft')}
                  </Button>
                  <Button type="button" disabled={pending} onClick={() => void save('published')}>
                    {t('editor.publish')}
                  </Button>
                  <Button type="submit" variant="light" disabled={pending}>
                    {t('editor.save')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </form>
      <MediaPicker
        opened={pickerOpen}
        contentLanguage={form.language}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => set('featuredImage', m.url)}
      />
    </Container>
  );
}
