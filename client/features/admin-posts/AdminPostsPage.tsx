import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { POST_LANGUAGES, POST_STATUSES } from '@shared/blog/blog.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPosts } from './api';
import { PostStatusBadge } from './PostStatusBadge';

const PAGE_SIZE = 20;

/** /admin/posts: every post with its status and language; a post without its translation is flagged. */
export function AdminPostsPage() {
  const { t } = useTranslation('blog');
  const { language } = useLanguage();
  usePageTitle('blog:admin.title');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [lang, setLang] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminPosts({ page, pageSize: PAGE_SIZE, q, status, language: lang });

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  let body = listStatus(query, {
    loading: t('admin.loading'),
    loadError: t('admin.loadError'),
    empty: t('admin.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('admin.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.category')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.updated')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.views')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((p) => (
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
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('admin.title')}</Title>
            <Text mt="xs">{t('admin.intro')}</Text>
          </div>
          <Button
            component={Link}
            to="/admin/posts/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('admin.newPost')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('admin.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            w={280}
          />
          <NativeSelect
            label={t('admin.statusFilter')}
            data={[
              { value: '', label: t('admin.allStatuses') },
              ...POST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value);
              setPage(1);
            }}
            w={200}
          />
          <NativeSelect
            label={t('admin.languageFilter')}
            data={[
              { value: '', label: t('admin.allLanguages') },
              ...POST_LANGUAGES.map((l) => ({ value: l, label: t(`languageName.${l}`) })),
            ]}
            value={lang}
            onChange={(e) => {
              setLang(e.currentTarget.value);
              setPage(1);
            }}
            w={200}
          />
        </Group>
        {query.data && (
          <Text size="sm" aria-live="polite">
            {t('admin.count', { count: query.data.total })}
          </Text>
        )}
        {body}
        <ListPager
          total={query.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('admin.pages')}
        />
      </Stack>
    </Container>
  );
}
