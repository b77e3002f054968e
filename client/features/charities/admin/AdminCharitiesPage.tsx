import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useCharityList, type CharityView } from './api';
import { CharityActions } from './CharityActions';
import { CharityStatusBadges, ReadinessIcons } from './CharityBadges';
import { CharityFormModal } from './CharityFormModal';
import { RegistryImportPanel } from './RegistryImportPanel';
import { RejectModal } from './RejectModal';

const PAGE_SIZE = 20;
const FILTERS = ['', 'pending', 'verified', 'rejected', 'inactive'] as const;
const COLUMNS = ['charity', 'status', 'readiness', 'actions'] as const;

/** /admin/charities: registrations to review, every charity's status and receipt readiness, the registry import. */
export function AdminCharitiesPage() {
  const { t } = useTranslation('charities');
  usePageTitle('charities:admin.title');
  const list = usePagedFilters({ search: '', filter: '' }, { pageSize: PAGE_SIZE, debounced: ['search'] });
  const [editing, setEditing] = useState<{ charity: CharityView | null } | null>(null);
  const [rejecting, setRejecting] = useState<CharityView | null>(null);
  const query = useCharityList({ page: list.page, pageSize: PAGE_SIZE, ...list.applied });
  const counts = query.data?.counts;

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={counts && <span aria-live="polite">{t('admin.counts', counts)}</span>}
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ charity: null })}
        >
          {t('admin.add')}
        </Button>
      }
      filters={
        <>
          <TextInput
            label={t('admin.search')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            {...list.field('search')}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t('admin.filter')}
            data={FILTERS.map((f) => ({ value: f, label: t(`admin.filters.${f || 'all'}`) }))}
            {...list.field('filter')}
            w={{ base: '100%', sm: 220 }}
          />
        </>
      }
      count={query.data && t('admin.shown', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('admin.pages'))}
      after={
        <>
          <RegistryImportPanel />
          <CharityFormModal
            opened={editing !== null}
            charity={editing?.charity ?? null}
            onClose={() => setEditing(null)}
          />
          <RejectModal charity={rejecting} onClose={() => setRejecting(null)} />
        </>
      }
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, 'admin', COLUMNS)}
        minWidth={900}
        highlightOnHover
        row={(c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Text fw={600}>{c.name}</Text>
              <Text size="sm">
                {c.registrationNumber} · {c.city}, {c.province}
              </Text>
            </Table.Td>
            <Table.Td>
              <CharityStatusBadges charity={c} />
            </Table.Td>
            <Table.Td>
              <ReadinessIcons charity={c} />
            </Table.Td>
            <Table.Td>
              <CharityActions
                charity={c}
                onEdit={(ch) => setEditing({ charity: ch })}
                onReject={setRejecting}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
