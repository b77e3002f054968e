import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ColorSwatch.css';
import {
  ActionIcon,
  Anchor,
  Button,
  ColorSwatch,
  Group,
  Modal,
  Stack,
  Table,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import type { CategoryView } from '@shared/blog/blog.schemas';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable } from '@client/ui/ListTable';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import '@mantine/core/styles/Tooltip.css';

interface Draft {
  id: number | null;
  name: string;
  nameFr: string;
  slug: string;
  description: string;
  color: string;
}

const COLUMNS = ['name', 'nameFr', 'slug', 'posts', 'actions'] as const;
const NEW: Draft = { id: null, name: '', nameFr: '', slug: '', description: '', color: '#6B7280' };

function CategoryDialog({ draft, onClose }: { draft: Draft | null; onClose(): void }) {
  const { t } = useTranslation(['blog', 'common']);
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Draft>(draft ?? NEW);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<Draft | null>(draft);
  if (draft && draft !== shown) {
    setShown(draft);
    setForm(draft);
    setErrors({});
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setErrors({});
    const body = {
      name: form.name,
      nameFr: form.nameFr,
      description: form.description,
      color: form.color,
      ...(form.slug ? { slug: form.slug } : {}),
    };
    try {
      if (form.id) await apiRequest('PATCH', `/api/categories/${form.id}`, body);
      else await apiRequest('POST', '/api/categories', body);
      toastSuccess(t(form.id ? 'categories.updated' : 'categories.created'), form.name);
      await queryClient.invalidateQueries({ queryKey: ['/api/categories'] });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      const fallback = t(form.id ? 'categories.updateFailed' : 'categories.createFailed');
      toastError(fallback, apiErrorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={shown?.id ? t('categories.edit') : t('categories.new')}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <TextInput
            label={t('categories.name')}
            required
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label={t('categories.nameFr')}
            value={form.nameFr}
            onChange={(e) => setForm({ ...form, nameFr: e.currentTarget.value })}
            error={errors.nameFr}
          />
          <TextInput
            label={t('categories.slug')}
            description={t('categories.slugHint')}
            value={form.slug}
            onChange={(e) => setForm({ ...form, slug: e.currentTarget.value })}
            error={errors.slug}
          />
          <Textarea
            label={t('categories.description')}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
            error={errors.description}
          />
          <TextInput
            type="color"
            label={t('categories.color')}
            value={form.color}
            onChange={(e) => setForm({ ...form, color: e.currentTarget.value })}
            error={errors.color}
            w={120}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('categories.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              label={t('categories.save')}
              pendingLabel={t('categories.save')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /admin/categories: the blog's categories; one in use by posts cannot be deleted. */
export function AdminCategoriesPage() {
  const { t } = useTranslation(['blog', 'common']);
  usePageTitle('blog:categories.title');
  const queryClient = useQueryClient();
  const query = useQuery<CategoryView[]>({ queryKey: ['/api/categories'] });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<CategoryView | null>(null);
  const [shownDelete, setShownDelete] = useState<CategoryView | null>(null);
  if (deleting && deleting !== shownDelete) setShownDelete(deleting);

  const remove = async (c: CategoryView) => {
    try {
      await apiRequest('DELETE', `/api/categories/${c.id}`);
      toastSuccess(t('categories.deleted'), c.name);
      await queryClient.invalidateQueries({ queryKey: ['/api/categories'] });
    } catch (error) {
      toastError(t('categories.deleteFailed'), apiErrorMessage(error, t('categories.deleteFailed')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminListPage
      size="lg"
      above={
        <Anchor component={Link} to="/admin" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('categories.back')}
          </Group>
        </Anchor>
      }
      title={t('categories.title')}
      intro={t('categories.intro')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setDraft({ ...NEW })}>
          {t('categories.new')}
        </Button>
      }
      after={
        <>
          <CategoryDialog draft={draft} onClose={() => setDraft(null)} />
          <Modal
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            title={t('categories.confirmDelete', { name: shownDelete?.name ?? '' })}
            closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
          >
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('categories.cancel')}
              </Button>
              <Button color="red" onClick={() => deleting && void remove(deleting)}>
                {t('categories.delete')}
              </Button>
            </Group>
          </Modal>
        </>
      }
    >
      <ListTable
        query={query}
        items={query.data}
        text={{
          loading: t('categories.loading'),
          loadError: t('categories.loadError'),
          empty: t('categories.empty'),
        }}
        caption={t('categories.caption')}
        columns={COLUMNS.map((c) => t(`categories.${c}`))}
        minWidth={640}
        row={(c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={c.color} size={14} aria-hidden="true" />
                {c.name}
              </Group>
            </Table.Td>
            <Table.Td>{c.nameFr ?? '—'}</Table.Td>
            <Table.Td>{c.slug}</Table.Td>
            <Table.Td>{c.postCount}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={t('categories.editNamed', { name: c.name })}
                  onClick={() =>
                    setDraft({
                      id: c.id,
                      name: c.name,
                      nameFr: c.nameFr ?? '',
                      slug: c.slug,
                      description: c.description ?? '',
                      color: c.color,
                    })
                  }
                >
                  <IconPencil size={16} aria-hidden="true" />
                </ActionIcon>
                {c.postCount > 0 ? (
                  <Tooltip label={t('categories.inUse')}>
                    <ActionIcon
                      variant="default"
                      data-disabled
                      aria-disabled="true"
                      aria-label={`${t('categories.deleteNamed', { name: c.name })}: ${t('categories.inUse')}`}
                      onClick={(e) => e.preventDefault()}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={t('categories.deleteNamed', { name: c.name })}
                    onClick={() => setDeleting(c)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
