import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useCharityList, type CharityView } from './api';
import { CharityActions } from './CharityActions';
import { CharityStatusBadges, ReadinessIcons } from './CharityBadges';
import { CharityFormModal } from './CharityFormModal';
import { RegistryImportPanel } from './RegistryImportPanel';
import { RejectModal } from './RejectModal';

const PAGE_SIZE = 20;
const FILTERS = ['', 'pending', 'verified', 'rejected', 'inactive'] as const;

/** /admin/charities: registrations to review, every charity's status and receipt readiness, the registry import. */
export function AdminCharitiesPage() {
  const { t } = useTranslation('charities');
  usePageTitle('charities:admin.title');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ charity: CharityView | null } | null>(null);
  const [rejecting, setRejecting] = useState<CharityView | null>(null);
  const query = useCharityList({ page, pageSize: PAGE_SIZE, search: debounced, filter });
  const counts = query.data?.counts;

  let body = listStatus(query, {
    loading: t('admin.loading'),
    loadError: t('admin.loadError'),
    empty: t('admin.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('admin.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.columns.charity')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.readiness')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((c) => (
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
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          {counts && (
            <Text mt="xs" aria-live="polite">
              {t('admin.counts', counts)}
            </Text>
          )}
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ charity: null })}
        >
          {t('admin.add')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('admin.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('admin.filter')}
          data={FILTERS.map((f) => ({ value: f, label: t(`admin.filters.${f || 'all'}`) }))}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {query.data && (
        <Text size="sm" aria-live="polite">
          {t('admin.shown', { count: query.data.total })}
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
      <RegistryImportPanel />
      <CharityFormModal
        opened={editing !== null}
        charity={editing?.charity ?? null}
        onClose={() => setEditing(null)}
      />
      <RejectModal charity={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
