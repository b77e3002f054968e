import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@client/lib/router';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { toastError, toastSuccess } from '@client/ui/toast';
import { hasChanges, useUnsavedChangesWarning } from '@client/ui/useUnsavedChanges';
import { useTags, type AdminPost, type PostStatus, type TagView } from './api';
import { EMPTY_POST, fromPost, toPostRequest, type PostFormState } from './postFormState';

/** The post editor's state: the fields, their errors, saving, and tags created on the fly. */
export function usePostEditor(id: number | null, post: AdminPost | undefined) {
  const { t } = useTranslation(['blog', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tags = useTags();
  const [form, setForm] = useState<PostFormState>(EMPTY_POST);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (post) setForm(fromPost(post));
  }, [post]);
  // Leaving with changes not saved asks first (issue 35).
  useUnsavedChangesWarning(!pending && hasChanges(form, post ? fromPost(post) : EMPTY_POST));

  const set = <K extends keyof PostFormState>(key: K, value: PostFormState[K]) =>
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
    const body = toPostRequest(form, status, tags.data ?? []);
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

  return { form, setForm, set, errors, pending, tags: tags.data ?? [], changeTags, save };
}

export type PostEditor = ReturnType<typeof usePostEditor>;
