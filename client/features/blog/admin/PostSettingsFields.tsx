import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, NativeSelect, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POST_LANGUAGES, POST_STATUSES, type PostLanguage } from '@shared/blog/blog.schemas';
import { FeaturedImageField } from '@client/features/media/admin/FeaturedImageField';
import { SeoFields } from '@client/features/media/admin/SeoFields';
import { useAdminPosts, useCategoryChoices, type PostStatus } from './api';
import type { PostEditor } from './usePostEditor';

/** The post's side column: status and schedule, language and translation, category, tags, image, SEO, saving. */
export function PostSettingsFields({ id, editor }: { id: number | null; editor: PostEditor }) {
  const { t } = useTranslation('blog');
  const { form, set, errors, pending, save } = editor;
  const categories = useCategoryChoices();
  const otherLanguage: PostLanguage = form.language === 'fr' ? 'en' : 'fr';
  const candidates = useAdminPosts({ page: 1, pageSize: 100, language: otherLanguage });
  return (
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
          error={errors.publishedAt}
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
        error={errors.translationOf}
      />
      <NativeSelect
        label={t('editor.category')}
        data={[
          { value: '', label: t('editor.noCategory') },
          ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={form.categoryId}
        onChange={(e) => set('categoryId', e.currentTarget.value)}
        error={errors.categoryId}
      />
      <TagsInput
        label={t('editor.tags')}
        description={t('editor.tagsHint')}
        data={editor.tags.map((tag) => tag.name)}
        value={form.tags}
        onChange={(names) => void editor.changeTags(names)}
        error={errors.tagIds}
        clearable
      />
      <FeaturedImageField
        value={form.featuredImage}
        onChange={(url) => set('featuredImage', url)}
        error={errors.featuredImage}
        language={form.language}
        withAddress
      />
      <SeoFields
        seoTitle={form.seoTitle}
        seoDescription={form.seoDescription}
        onChange={set}
        errors={errors}
      />
      <Group gap="xs">
        <Button type="button" variant="default" disabled={pending} onClick={() => void save('draft')}>
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
  );
}
