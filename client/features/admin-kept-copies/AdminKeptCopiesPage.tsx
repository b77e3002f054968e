import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useKeptCopies } from './api';

const COLUMNS = ['name', 'channel', 'entries', 'listening', 'maxAge', 'invalidations', 'last'] as const;

/** /admin/kept-copies: what this server keeps in memory, what drops it, and when it last did. */
export function AdminKeptCopiesPage() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  usePageTitle('admin:keptCopies.title');
  const query = useKeptCopies();
  const yesNo = (v: boolean | null) => t(`keptCopies.listening.${v === null ? 'none' : v ? 'yes' : 'no'}`);

  return (
    <AdminListPage title={t('keptCopies.title')} intro={t('keptCopies.intro')}>
      <ListTable
        query={query}
        items={query.data?.copies}
        {...listTableText(t, 'keptCopies', COLUMNS)}
        minWidth={760}
        scrollRegion
        row={(c) => (
          <Table.Tr key={c.name}>
            <Table.Td>{t(`keptCopies.names.${c.name}`, { defaultValue: c.name })}</Table.Td>
            <Table.Td>
              <code>{c.channel ?? '—'}</code>
            </Table.Td>
            <Table.Td>{c.entries}</Table.Td>
            <Table.Td>{yesNo(c.listening)}</Table.Td>
            <Table.Td>{t('keptCopies.seconds', { count: Math.round(c.maxAgeMs / 1000) })}</Table.Td>
            <Table.Td>{c.invalidations}</Table.Td>
            <Table.Td>
              {c.lastInvalidation
                ? `${formatDateTime(c.lastInvalidation.at, language)} (${t(`keptCopies.reasons.${c.lastInvalidation.reason}`)})`
                : t('keptCopies.never')}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
