import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
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
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useDealers, type DealerView } from './api';
import { DealerDialog } from './DealerDialog';

const PAGE_SIZE = 20;
const STATUS_COLOR = { verified: 'green', pending: 'yellow', rejected: 'red' } as const;

/** /admin/dealers: search, counts, the table and a dealer's review. */
export function AdminDealersPage() {
  const { t } = useTranslation('dealers');
  usePageTitle('dealers:admin.title');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DealerView | null>(null);
  const query = useDealers({ search: debounced, status, page, pageSize: PAGE_SIZE });
  const items = query.data?.dealers ?? [];

  let body = listStatus(
    { ...query, data: query.data ? { items } : undefined },
    { loading: t('admin.loading'), loadError: t('admin.loadError'), empty: t('admin.empty') },
  );
  if (!body) {
    body = (
      <Table.ScrollContainer
        minWidth={720}
        // On a phone the table scrolls sideways: keyboard users reach it by Tab and scroll with arrows.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('admin.caption') } }}
      >
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('admin.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.columns.business')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.contact')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.licence')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((d) => (
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
        {query.data && (
          <Group gap="lg" aria-live="polite">
            <Text>{t('admin.countTotal', { count: query.data.counts.total })}</Text>
            <Text>{t('admin.countVerified', { count: query.data.counts.verified })}</Text>
            <Text>{t('admin.countPending', { count: query.data.counts.pending })}</Text>
          </Group>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('admin.search')}
            placeholder={t('admin.searchPlaceholder')}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
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
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value);
              setPage(1);
            }}
          />
        </Group>
        {body}
        <ListPager
          total={query.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('admin.pages')}
        />
      </Stack>
      <DealerDialog dealer={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
