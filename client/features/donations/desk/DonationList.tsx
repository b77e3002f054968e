import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DONATION_STATUSES, type DonationStatus } from '@shared/donations/status-machine';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate } from '@client/lib/format';
import { useDonationList, type DonationListItem } from './api';
import { ProgressCell } from './ProgressCell';
import { StatusBadge } from './StatusBadge';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { PagedList } from '@client/ui/PagedList';
import { usePagedFilters } from '@client/ui/usePagedFilters';

const PAGE_SIZE = 20;
const COLUMNS = ['id', 'donor', 'vehicle', 'status', 'progress', 'submitted'] as const;

function Row({
  d,
  selected,
  onOpen,
}: {
  d: DonationListItem;
  selected: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  return (
    // The whole row answers a click; the name is the keyboard's way in.
    <Table.Tr
      onClick={() => onOpen(d.id)}
      bg={selected ? 'brand.0' : undefined}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>{d.id}</Table.Td>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          fw={600}
          aria-label={t('list.open', { id: d.id, name: `${d.firstName} ${d.lastName}` })}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(d.id);
          }}
        >
          {d.firstName} {d.lastName}
        </Anchor>
        <Text size="sm" c="dimmed">
          {d.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {d.year} {d.make} {d.model}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={d.status} />
      </Table.Td>
      <Table.Td>
        <ProgressCell progress={d.progress} />
      </Table.Td>
      <Table.Td>{formatDate(d.createdAt, language)}</Table.Td>
    </Table.Tr>
  );
}

/** Donations with a search box, a status filter and pages; choosing one opens it in the side panel. */
export function DonationList({
  selectedId,
  onOpen,
}: {
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('staff');
  const list = usePagedFilters({ search: '', status: '' }, { pageSize: PAGE_SIZE, debounced: ['search'] });
  const query = useDonationList({ ...list.applied, page: list.page, pageSize: PAGE_SIZE });

  const statusOptions = [
    { value: '', label: t('list.allStatuses') },
    { value: 'in_progress', label: t('domain:statusGroup.in_progress') },
    ...DONATION_STATUSES.map((s: DonationStatus) => ({ value: s, label: t(`domain:status.${s}`) })),
  ];

  return (
    <Stack gap="md">
      <PagedList
        filters={
          <>
            <TextInput
              label={t('list.search')}
              description={t('list.searchHelp')}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              {...list.field('search')}
              miw={280}
              flex={1}
            />
            <NativeSelect
              label={t('list.statusFilter')}
              data={statusOptions}
              {...list.field('status')}
              miw={220}
            />
          </>
        }
        count={query.data && t('list.count', { count: query.data.total })}
        pager={list.pager(query.data?.total, t('list.pages'))}
      >
        <ListTable
          query={query}
          items={query.data?.items}
          {...listTableText(t, 'list', COLUMNS)}
          minWidth={760}
          highlightOnHover
          row={(d) => <Row key={d.id} d={d} selected={d.id === selectedId} onOpen={onOpen} />}
        />
      </PagedList>
    </Stack>
  );
}
