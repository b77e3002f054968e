import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { POST_LANGUAGES, POST_STATUSES } from '@shared/blog/blog.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPosts } from './api';
import { PostStatusBadge } from './PostStatusBadge';

const PAGE_SIZE = 20;
const COLUMNS = ['title', 'language', 'status', 'category', 'updated', 'views'] as const;

/** /admin/posts: every post with its status and language; a post without its translation is flagged. */
export function AdminPostsPage() {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  usePageTitle('blog:admin.title');
  const list = usePagedFilters(
    { search: '', status: '', lang: '' },
    { pageSize: PAGE_SIZE, debounced: ['search'] },
  );
  const { search, status, lang } = list.applied;
  const query = useAdminPosts({
    page: list.page,
    pageSize: PAGE_SIZE,
    q: search.trim(),
    status,
    language: lang,
  });

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={t('admin.intro')}
      actions={
        <Button
          component={Link}
          to="/admin/posts/new"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('admin.newPost')}
        </Button>
      }
      filters={
        <>
          <TextInput
            label={t('admin.search')}
            type="search"
            {...list.field('search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={280}
          />
          <NativeSelect
            label={t('admin.statusFilter')}
            data={[
              { value: '', label: t('admin.allStatuses') },
              ...POST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            {...list.field('status')}
            w={200}
          />
          <NativeSelect
            label={t('admin.languageFilter')}
            data={[
              { value: '', label: t('admin.allLanguages') },
              ...POST_LANGUAGES.map((l) => ({ value: l, label: t(`languageName.${l}`) })),
            ]}
            {...list.field('lang')}
            w={200}
          />
        </>
      }
      count={query.data && t('admin.count', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('admin.pages'))}
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, 'admin', COLUMNS)}
        minWidth={760}
        highlightOnHover
        row={(p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Stack gap={4}>
                <Anchor component={Link} to={`/admin/posts/${p.id}/edit`}>
                  {p.title}
                </Anchor>
                {p.translationId === null && (
                  <Group>
                    <Badge color="orange" variant="light" c="dark.9">
                      {t('admin.missingTranslation')}
                    </Badge>
                  </Group>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>{t(`languageName.${p.language}`)}</Table.Td>
            <Table.Td>
              <PostStatusBadge status={p.status} />
            </Table.Td>
            <Table.Td>{p.categoryName ?? '—'}</Table.Td>
            <Table.Td>{formatDateTime(p.updatedAt, language)}</Table.Td>
            <Table.Td>{p.viewCount}</Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
