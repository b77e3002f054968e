import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import { Anchor, Checkbox, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@client/lib/router';
import { PAGE_TEMPLATES, type AdminPage, type AdminPageList } from '@shared/content/pages';
import type { Locale } from '@shared/i18n/language';
import { FeaturedImageField } from '@client/features/media/admin/FeaturedImageField';
import { RichContentEditor } from '@client/features/media/admin/RichContentEditor';
import { TitleSlugFields } from '@client/features/media/admin/TitleSlugFields';
import { SeoFields } from '@client/features/media/admin/SeoFields';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { hasChanges, useUnsavedChangesWarning } from '@client/ui/useUnsavedChanges';
import { PAGES_URL } from './api';
import { EMPTY_PAGE, fromPage, toPageRequest, type PageFormState } from './pageFormState';

/** The page's fields and saving; `page` is the saved page being edited, null for a new one. */
export function PageForm({ page }: { page: AdminPage | null }) {
  const { t } = useTranslation(['pages', 'media']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PageFormState>(page ? fromPage(page) : EMPTY_PAGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const other = form.language === 'fr' ? 'en' : 'fr';
  const candidates = useQuery<AdminPageList>({ queryKey: [`${PAGES_URL}?language=${other}&pageSize=100`] });
  const set = <K extends keyof PageFormState>(key: K, value: PageFormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (page) setForm(fromPage(page));
  }, [page]);
  // Leaving with changes not saved asks first (issue 35).
  useUnsavedChangesWarning(!pending && hasChanges(form, page ? fromPage(page) : EMPTY_PAGE));

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
    const body = toPageRequest(form);
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

  const translationOptions = [
    { value: '', label: t('admin.fields.noTranslation') },
    ...(candidates.data?.items ?? [])
      .filter((p) => p.id !== page?.id)
      .map((p) => ({ value: String(p.id), label: `${p.title} (/pages/${p.slug})` })),
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TitleSlugFields
          title={form.title}
          slug={form.slug}
          onChange={set}
          errors={errors}
          language={form.language}
          titleMax={200}
          slugMax={255}
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
        <FeaturedImageField
          value={form.featuredImage}
          onChange={(url) => set('featuredImage', url)}
          error={errors.featuredImage}
          language={form.language}
        />
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
          <SeoFields
            seoTitle={form.seoTitle}
            seoDescription={form.seoDescription}
            onChange={set}
            errors={errors}
          />
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
    </form>
  );
}
