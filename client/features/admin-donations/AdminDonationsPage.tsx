import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
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
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_GROUPS } from '@shared/donations/status-machine';
import { useDonationList } from '@client/features/staff-dashboard/api';
import { usePageTitle } from '@client/ui/usePageTitle';
import { AdminDonationRow } from './AdminDonationRow';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';

const PAGE_SIZE = 20;

/** /admin/donations: every donation, filtered by the four groups, each status editable in place. */
export function AdminDonationsPage() {
  const { t } = useTranslation('staff');
  usePageTitle('staff:admin.title');
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const query = useDonationList({ search: debounced, status: group, page, pageSize: PAGE_SIZE });

  let body = listStatus(query, {
    loading: t('list.loading'),
    loadError: t('list.loadError'),
    empty: t('list.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" striped>
          <VisuallyHidden component="caption">{t('list.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.columns.id')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.donor')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.vehicle')}</Table.Th>
              <Table.Th scope="col">{t('admin.mileage')}</Table.Th>
              <Table.Th scope="col">{t('admin.value')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('list.columns.submitted')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((d) => (
              <AdminDonationRow key={d.id} d={d} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('admin.title')}</Title>
          <Text mt="xs">{t('admin.intro')}</Text>
        </div>
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('list.search')}
            description={t('list.searchHelp')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            miw={280}
            flex={1}
          />
          <NativeSelect
            label={t('admin.groupFilter')}
            data={[
              { value: '', label: t('list.allStatuses') },
              ...STATUS_GROUPS.map((g) => ({ value: g, label: t(`domain:statusGroup.${g}`) })),
            ]}
            value={group}
            onChange={(e) => {
              setGroup(e.currentTarget.value);
              setPage(1);
            }}
            miw={200}
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
    </Container>
  );
}
