import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Group, NativeSelect, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONATION_STATUSES, type DonationStatus } from '@shared/donations/status-machine';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate } from '@client/lib/format';
import { useDonationList, type DonationListItem } from './api';
import { ProgressCell } from './ProgressCell';
import { StatusBadge } from './StatusBadge';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';

const PAGE_SIZE = 20;

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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const query = useDonationList({ search: debouncedSearch, status, page, pageSize: PAGE_SIZE });

  const statusOptions = [
    { value: '', label: t('list.allStatuses') },
    { value: 'in_progress', label: t('domain:statusGroup.in_progress') },
    ...DONATION_STATUSES.map((s: DonationStatus) => ({ value: s, label: t(`domain:status.${s}`) })),
  ];

  let body = listStatus(query, {
    loading: t('list.loading'),
    loadError: t('list.loadError'),
    empty: t('list.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm">
          <VisuallyHidden component="caption">{t('list.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.columns.id')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.donor')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.vehicle')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.progress')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.submitted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((d) => (
              <Row key={d.id} d={d} selected={d.id === selectedId} onOpen={onOpen} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('list.search')}
          description={t('list.searchHelp')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          miw={280}
          flex={1}
        />
        <NativeSelect
          label={t('list.statusFilter')}
          data={statusOptions}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setPage(1);
          }}
          miw={220}
        />
      </Group>
      {query.data && (
        <Text size="sm" aria-live="polite">
          {t('list.count', { count: query.data.total })}
        </Text>
      )}
      {body}
      <ListPager
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onChange={setPage}
        label={t('list.pages')}
      />
    </Stack>
  );
}
