import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Code, Container, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { actionLabel } from './actionLabel';
import { useAudit, type AuditFilters, type AuditListResponse } from './api';
import { AuditFilterForm, NO_FILTERS } from './AuditFilterForm';

const PAGE_SIZE = 25;

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
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useAudit(filters, page, PAGE_SIZE);

  let body = listStatus(query, {
    loading: t('audit.loading'),
    loadError: t('audit.loadError'),
    empty: t('audit.empty'),
  });
  if (!body && query.data) {
    body = (
      <Table.ScrollContainer
        minWidth={900}
        // On a phone the table scrolls sideways: keyboard users reach it by Tab and scroll with arrows.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('audit.caption') } }}
      >
        <Table verticalSpacing="sm" striped>
          <VisuallyHidden component="caption">{t('audit.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {(['when', 'who', 'action', 'record', 'ip', 'details'] as const).map((c) => (
                <Table.Th key={c} scope="col">
                  {t(`audit.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((e) => (
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
          <Title order={1}>{t('audit.title')}</Title>
          <Text mt="xs">{t('audit.intro')}</Text>
        </div>
        <AuditFilterForm
          actions={query.data?.actions ?? []}
          onApply={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
        {query.data && (
          <Text size="sm" aria-live="polite">
            {t('audit.count', { count: query.data.total })}
          </Text>
        )}
        {body}
        <ListPager
          total={query.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('audit.pages')}
        />
      </Stack>
    </Container>
  );
}
