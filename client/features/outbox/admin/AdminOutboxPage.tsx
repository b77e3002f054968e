import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, NativeSelect, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useOutbox } from './api';
import { OutboxMessageModal } from './OutboxMessageModal';
import { OutboxStatusBadge } from './OutboxStatusBadge';

const PAGE_SIZE = 20;
const COLUMNS = ['recipient', 'subject', 'status', 'created', 'attachments'] as const;

/** /admin/outbox: every e-mail the product queued, newest first; without SMTP this is where they stay. */
export function AdminOutboxPage() {
  const { t } = useTranslation('outbox');
  const { language } = useLanguage();
  usePageTitle('outbox:title');
  const list = usePagedFilters({ status: '' }, { pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<{ id: number; subject: string } | null>(null);
  const query = useOutbox({ page: list.page, pageSize: PAGE_SIZE, ...list.applied });

  return (
    <AdminListPage
      title={t('title')}
      intro={t('intro')}
      filters={
        <NativeSelect
          label={t('statusFilter')}
          data={[
            { value: '', label: t('allStatuses') },
            ...(['queued', 'sent', 'failed'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          {...list.field('status')}
          maw={240}
        />
      }
      count={query.data && t('count', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('pages'))}
      after={
        <OutboxMessageModal
          id={open?.id ?? null}
          subject={open?.subject ?? ''}
          onClose={() => setOpen(null)}
        />
      }
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, '', COLUMNS)}
        minWidth={760}
        highlightOnHover
        row={(m) => (
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
        )}
      />
    </AdminListPage>
  );
}
