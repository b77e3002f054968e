import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useDealers, type DealerView } from './api';
import { DealerDialog } from './DealerDialog';

const PAGE_SIZE = 20;
const STATUS_COLOR = { verified: 'green', pending: 'yellow', rejected: 'red' } as const;
const COLUMNS = ['business', 'contact', 'licence', 'status', 'actions'] as const;

/** /admin/dealers: search, counts, the table and a dealer's review. */
export function AdminDealersPage() {
  const { t } = useTranslation('dealers');
  usePageTitle('dealers:admin.title');
  const list = usePagedFilters({ search: '', status: '' }, { pageSize: PAGE_SIZE, debounced: ['search'] });
  const [open, setOpen] = useState<DealerView | null>(null);
  const query = useDealers({ ...list.applied, page: list.page, pageSize: PAGE_SIZE });

  return (
    <AdminListPage
      title={t('admin.title')}
      intro={t('admin.intro')}
      top={
        query.data && (
          <Group gap="lg" aria-live="polite">
            <Text>{t('admin.countTotal', { count: query.data.counts.total })}</Text>
            <Text>{t('admin.countVerified', { count: query.data.counts.verified })}</Text>
            <Text>{t('admin.countPending', { count: query.data.counts.pending })}</Text>
          </Group>
        )
      }
      filters={
        <>
          <TextInput
            label={t('admin.search')}
            placeholder={t('admin.searchPlaceholder')}
            {...list.field('search')}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label={t('admin.statusFilter')}
            data={[
              { value: '', label: t('admin.allStatuses') },
              ...(['pending', 'verified', 'rejected'] as const).map((s) => ({
                value: s,
                label: t(`admin.statuses.${s}`),
              })),
            ]}
            {...list.field('status')}
          />
        </>
      }
      pager={list.pager(query.data?.total, t('admin.pages'))}
      after={<DealerDialog dealer={open} onClose={() => setOpen(null)} />}
    >
      <ListTable
        query={query}
        items={query.data?.dealers}
        {...listTableText(t, 'admin', COLUMNS)}
        minWidth={720}
        scrollRegion
        highlightOnHover
        row={(d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{d.businessName}</Table.Td>
            <Table.Td>{d.contactName}</Table.Td>
            <Table.Td>{d.dealerLicense}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[d.verificationStatus]} variant="light" c="gray.9" tt="none">
                {t(`admin.statuses.${d.verificationStatus}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => setOpen(d)}>
                {d.verificationStatus === 'pending'
                  ? t('admin.review', { name: d.businessName })
                  : t('admin.view', { name: d.businessName })}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
