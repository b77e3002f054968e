import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable, listTableText } from '@client/ui/ListTable';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { actionLabel } from './actionLabel';
import { useAudit, type AuditListResponse } from './api';
import { AuditFilterForm, NO_FILTERS } from './AuditFilterForm';

const PAGE_SIZE = 25;
const COLUMNS = ['when', 'who', 'action', 'record', 'ip', 'details'] as const;

function Who({ entry }: { entry: AuditListResponse['items'][number] }) {
  const { t } = useTranslation('analytics');
  if (entry.actorName) return <>{entry.actorName}</>;
  const tried = typeof entry.details?.username === 'string' ? entry.details.username : null;
  if (entry.action.startsWith('auth.'))
    return (
      <>
        {t('audit.nobody')}
        {tried && <Text size="xs">{t('audit.triedUsername', { username: tried })}</Text>}
      </>
    );
  return <>{t('audit.system')}</>;
}

/** /admin/audit: every audited action, newest first, filtered by who, what and when. Read-only. */
export function AdminAuditPage() {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  usePageTitle('analytics:audit.title');
  const list = usePagedFilters(NO_FILTERS, { pageSize: PAGE_SIZE });
  const query = useAudit(list.applied, list.page, PAGE_SIZE);

  return (
    <AdminListPage
      title={t('audit.title')}
      intro={t('audit.intro')}
      top={<AuditFilterForm actions={query.data?.actions ?? []} onApply={list.set} />}
      count={query.data && t('audit.count', { count: query.data.total })}
      pager={list.pager(query.data?.total, t('audit.pages'))}
    >
      <ListTable
        query={query}
        items={query.data?.items}
        {...listTableText(t, 'audit', COLUMNS)}
        minWidth={900}
        scrollRegion
        striped
        row={(e) => (
          <Table.Tr key={e.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={e.at}>{formatDateTime(e.at, language)}</time>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Who entry={e} />
            </Table.Td>
            <Table.Td>
              {actionLabel(t, e.action)}
              <Text size="xs" ff="monospace">
                {e.action}
              </Text>
            </Table.Td>
            <Table.Td>{e.entityId ? `${e.entityType} #${e.entityId}` : e.entityType}</Table.Td>
            <Table.Td ff="monospace">{e.ipAddress ?? t('audit.noIp')}</Table.Td>
            <Table.Td>
              {e.details && Object.keys(e.details).length > 0 && (
                <details>
                  <summary>{t('audit.showDetails')}</summary>
                  <Code block maw={360} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {JSON.stringify(e.details, null, 2)}
                  </Code>
                </details>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
