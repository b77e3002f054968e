import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPages } from './api';

const PAGE_SIZE = 20;
const COLUMNS = ['title', 'language', 'status', 'translation', 'updated'] as const;

/** /admin/pages: every content page, its language, status and translation. */
export function AdminPagesPage() {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  usePageTitle('pages:admin.title');
  const list = usePagedFilters({ q: '', lang: '' }, { pageSize: PAGE_SIZE });
  const { q, lang } = list.applied;
  const query = useAdminPages({ q, language: lang, page: list.page, pageSize: PAGE_SIZE });

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={t('admin.intro')}
      actions={
        <Button
          component={Link}
          to="/admin/pages/new"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t('admin.new')}
        </Button>
      }
      filters={
        <>
          <TextInput label={t('admin.search')} type="search" {...list.field('q')} />
          <NativeSelect
            label={t('admin.columns.language')}
            {...list.field('lang')}
            data={[
              { value: '', label: '—' },
              { value: 'en', label: t('admin.languages.en') },
              { value: 'fr', label: t('admin.languages.fr') },
            ]}
          />
        </>
      }
      pager={list.pager(query.data?.total, t('admin.title'))}
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, 'admin', COLUMNS)}
        minWidth={720}
        highlightOnHover
        row={(p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Anchor component={Link} to={`/admin/pages/${p.id}/edit`} lang={p.language}>
                {p.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                /pages/{p.slug}
              </Text>
              {p.isHomepage && (
                <Badge size="sm" variant="light" mt={4} c="gray.9" tt="none">
                  {t('admin.homepage')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{t(`admin.languages.${p.language === 'fr' ? 'fr' : 'en'}`)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={p.status === 'published' ? 'green' : 'gray'} c="gray.9" tt="none">
                {t(`admin.statuses.${p.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {p.translation ? (
                <Anchor
                  component={Link}
                  to={`/admin/pages/${p.translation.id}/edit`}
                  lang={p.translation.language}
                >
                  {p.translation.title}
                </Anchor>
              ) : (
                <Badge variant="light" color="orange" c="gray.9" tt="none">
                  {t('admin.missingTranslation')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{formatDateTime(p.updatedAt, language)}</Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
