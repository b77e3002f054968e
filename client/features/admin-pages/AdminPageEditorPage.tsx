import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { PAGE_TEMPLATES, type AdminPage, type AdminPageList } from '@shared/content/pages';
import { MediaPicker } from '@client/features/admin-media/MediaPicker';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { PageLoader } from '@client/ui/PageLoader';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { PAGES_URL, useAdminPage } from './api';
import { RichContentEditor } from '@client/features/admin-media/RichContentEditor';
import { hasChanges, useUnsavedChangesWarning } from './useUnsavedChanges';
import type { Locale } from '@shared/i18n/language';

interface Form {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  status: 'draft' | 'published';
  template: string;
  language: Locale;
  isHomepage: boolean;
  translationOf: string;
  seoTitle: string;
  seoDescription: string;
}

const EMPTY: Form = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  status: 'draft',
  template: 'default',
  language: 'en',
  isHomepage: false,
  translationOf: '',
  seoTitle: '',
  seoDescription: '',
};

const fromPage = (p: AdminPage): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt ?? '',
  content: p.content,
  featuredImage: p.featuredImage ?? '',
  status: p.status,
  template: p.template,
  language: p.language === 'fr' ? 'fr' : 'en',
  isHomepage: p.isHomepage,
  translationOf: p.translationOf ? String(p.translationOf) : '',
  seoTitle: p.seoTitle ?? '',
  seoDescription: p.seoDescription ?? '',
});

function PageForm({ page }: { page: AdminPage | null }) {
  const { t } = useTranslation(['pages', 'media']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(page ? fromPage(page) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const other = form.language === 'fr' ? 'en' : 'fr';
  const candidates = useQuery<AdminPageList>({ queryKey: [`${PAGES_URL}?language=${other}&pageSize=100`] });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (page) setForm(fromPage(page));
  }, [page]);
  // Leaving with changes not saved asks first (issue 35).
  useUnsavedChangesWarning(!pending && hasChanges(form, page ? fromPage(page) : EMPTY));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    if (!form.title.trim()) {
      setErrors({ title: t('admin.errors.titleRequired') });
      focusFirstInvalid(formEl);
      return;
    }
    setErrors({});
    setPending(true);
    const body = {
      title: form.title,
      slug: form.slug,
      excerpt: form.excerpt,
      content: form.content,
      featuredImage: form.featuredImage,
      status: form.status,
      template: form.template,
      language: form.language,
      isHomepage: form.isHomepage,
      translationOf: form.translationOf ? Number(form.translationOf) : null,
      seoTitle: form.seoTitle,
      seoDescription: form.seoDescription,
    };
    try {
      const saved = page
        ? await apiRequest<AdminPage>('PATCH', `${PAGES_URL}/${page.id}`, body)
        : await apiRequest<AdminPage>('POST', PAGES_URL, body);
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(PAGES_URL) });
      // A toast leaves with the page that raised it: a new page's is raised on its edit page.
      if (!page) void navigate(`/admin/pages/${saved.id}/edit`);
      toastSuccess(page ? t('admin.updated') : t('admin.created'), t('admin.savedBody'));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        focusFirstInvalid(formEl);
      }
      toastError(
        page ? t('admin.updateFailed') : t('admin.createFailed'),
        apiErrorMessage(err, page ? t('admin.updateFailed') : t('admin.createFailed')),
      );
    } finally {
      setPending(false);
    }
  };

  const counter = (value: string, max: number) => t('admin.fields.counter', { count: value.length, max });
  const translationOptions = [
    { value: '', label: t('admin.fields.noTranslation') },
    ...(candidates.data?.items ?? [])
      .filter((p) => p.id !== page?.id)
      .map((p) => ({ value: String(p.id), label: `${p.title} (/pages/${p.slug})` })),
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('admin.fields.title')}
          value={form.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          maxLength={200}
          required
          lang={form.language}
        />
        <TextInput
          label={t('admin.fields.slug')}
          description={t('admin.fields.slugHint')}
          value={form.slug}
          onChange={(e) => set('slug', e.currentTarget.value)}
          error={errors.slug}
          maxLength={255}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label={t('admin.fields.language')}
            value={form.language}
            onChange={(e) => {
              set('language', e.currentTarget.value as Locale);
              set('translationOf', '');
            }}
            data={[
              { value: 'en', label: t('admin.languages.en') },
              { value: 'fr', label: t('admin.languages.fr') },
            ]}
          />
          <NativeSelect
            label={t('admin.fields.status')}
            value={form.status}
            onChange={(e) => set('status', e.currentTarget.value as 'draft' | 'published')}
            data={[
              { value: 'draft', label: t('admin.statuses.draft') },
              { value: 'published', label: t('admin.statuses.published') },
            ]}
          />
          <NativeSelect
            label={t('admin.fields.template')}
            value={form.template}
            onChange={(e) => set('template', e.currentTarget.value)}
            data={PAGE_TEMPLATES.map((v) => ({ value: v, label: t(`templates.${v}`) }))}
          />
        </Group>
        <NativeSelect
          label={t('admin.fields.translationOf')}
          value={form.translationOf}
          onChange={(e) => set('translationOf', e.currentTarget.value)}
          data={translationOptions}
          error={errors.translationOf}
        />
        <Checkbox
          label={t('admin.fields.isHomepage')}
          checked={form.isHomepage}
          onChange={(e) => set('isHomepage', e.currentTarget.checked)}
          error={errors.isHomepage}
        />
        <Textarea
          label={t('admin.fields.excerpt')}
          value={form.excerpt}
          onChange={(e) => set('excerpt', e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          lang={form.language}
        />
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t('admin.fields.featuredImage')}
          </Text>
          {form.featuredImage && (
            <img
              src={form.featuredImage}
              alt=""
              style={{ maxWidth: 320, width: '100%', height: 'auto', display: 'block', marginBottom: 8 }}
            />
          )}
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPhoto size={16} aria-hidden="true" />}
              onClick={() => setPickerOpen(true)}
            >
              {t('admin.fields.chooseImage')}
            </Button>
            {form.featuredImage && (
              <Button variant="default" onClick={() => set('featuredImage', '')}>
                {t('admin.fields.removeImage')}
              </Button>
            )}
          </Group>
          {errors.featuredImage && (
            <Text c="red.9" size="sm" mt={4} role="alert">
              {errors.featuredImage}
            </Text>
          )}
        </div>
        <div>
          <Text fw={500} size="sm" mb={4} id="page-content-label">
            {t('admin.fields.content')}
          </Text>
          <RichContentEditor
            value={form.content}
            onChange={(html) => set('content', html)}
            labelId="page-content-label"
            language={form.language}
          />
        </div>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput
              label={t('admin.fields.seoTitle')}
              description={counter(form.seoTitle, 60)}
              value={form.seoTitle}
              onChange={(e) => set('seoTitle', e.currentTarget.value)}
              maxLength={60}
              error={errors.seoTitle}
            />
            <Textarea
              label={t('admin.fields.seoDescription')}
              description={counter(form.seoDescription, 160)}
              value={form.seoDescription}
              onChange={(e) => set('seoDescription', e.currentTarget.value)}
              maxLength={160}
              autosize
              minRows={2}
              error={errors.seoDescription}
            />
          </Stack>
        </Paper>
        <Group>
          <SubmitButton pending={pending} label={t('admin.save')} pendingLabel={t('admin.saving')} />
          {page && page.status === 'published' && (
            <Anchor component={Link} to={`/pages/${page.slug}`}>
              {t('admin.view')}
            </Anchor>
          )}
        </Group>
      </Stack>
      <MediaPicker
        opened={pickerOpen}
        contentLanguage={form.language}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => set('featuredImage', m.url)}
      />
    </form>
  );
}

/** /admin/pages/new and /admin/pages/:id/edit. */
export function AdminPageEditorPage() {
  const { t } = useTranslation(['pages', 'media']);
  const { id } = useParams();
  const pageId = id ? Number(id) : null;
  usePageTitle(pageId ? 'pages:admin.editTitle' : 'pages:admin.newTitle');
  const query = useAdminPage(pageId);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/pages">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('admin.back')}
          </Group>
        </Anchor>
        <Title order={1}>{pageId ? t('admin.editTitle') : t('admin.newTitle')}</Title>
        {pageId === null ? (
          <PageForm page={null} />
        ) : query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Text role="alert">{apiErrorMessage(query.error, t('admin.loadError'))}</Text>
        ) : (
          <PageForm page={query.data} />
        )}
      </Stack>
    </Container>
  );
}
