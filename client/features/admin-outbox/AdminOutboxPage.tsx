import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Container, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useOutbox } from './api';
import { OutboxMessageModal } from './OutboxMessageModal';
import { OutboxStatusBadge } from './OutboxStatusBadge';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';

const PAGE_SIZE = 20;

/** /admin/outbox: every e-mail the product queued, newest first; without SMTP this is where they stay. */
export function AdminOutboxPage() {
  const { t } = useTranslation('outbox');
  const { language } = useLanguage();
  usePageTitle('outbox:title');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: number; subject: string } | null>(null);
  const query = useOutbox({ page, pageSize: PAGE_SIZE, status });

  let body = listStatus(query, { loading: t('loading'), loadError: t('loadError'), empty: t('empty') });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.recipient')}</Table.Th>
              <Table.Th scope="col">{t('columns.subject')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.created')}</Table.Th>
              <Table.Th scope="col">{t('columns.attachments')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.recipient}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    ta="left"
                    onClick={() => setOpen({ id: m.id, subject: m.subject })}
                  >
                    {m.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <OutboxStatusBadge status={m.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(m.createdAt, language)}</Table.Td>
                <Table.Td>{m.attachmentsCount}</Table.Td>
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
          <Title order={1}>{t('title')}</Title>
          <Text mt="xs">{t('intro')}</Text>
        </div>
        <NativeSelect
          label={t('statusFilter')}
          data={[
            { value: '', label: t('allStatuses') },
            ...(['queued', 'sent', 'failed'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value);
            setPage(1);
          }}
          maw={240}
        />
        {query.data && (
          <Text size="sm" aria-live="polite">
            {t('count', { count: query.data.total })}
          </Text>
        )}
        {body}
        <ListPager
          total={query.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('pages')}
        />
      </Stack>
      <OutboxMessageModal id={open?.id ?? null} subject={open?.subject ?? ''} onClose={() => setOpen(null)} />
    </Container>
  );
}
