import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Badge, Code, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable } from '@client/ui/ListTable';
import { usePageTitle } from '@client/ui/usePageTitle';
import { apiOperations, OPENAPI_URL, type OpenApiDocument } from './openapi-operations';

const COLUMNS = ['method', 'path', 'access', 'rateLimit'] as const;

/** /admin/api: every API route, its method and who may call it, read from /api/openapi.json. */
export function AdminApiPage() {
  const { t } = useTranslation('apiReference');
  usePageTitle('apiReference:title');
  const [filter, setFilter] = useState('');
  const query = useQuery<OpenApiDocument>({ queryKey: [OPENAPI_URL] });
  const operations = useMemo(
    () => (query.data ? apiOperations(query.data, filter) : undefined),
    [query.data, filter],
  );

  return (
    <AdminListPage
      title={t('title')}
      intro={
        <>
          {t('intro')}{' '}
          <Anchor href={OPENAPI_URL} target="_blank" rel="noopener">
            {t('download')}
          </Anchor>
        </>
      }
      filters={
        <TextInput
          label={t('filter')}
          description={t('filterHint')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={420}
        />
      }
      count={operations && t('count', { count: operations.length })}
    >
      <ListTable
        query={query}
        items={operations}
        text={{ loading: t('loading'), loadError: t('loadError'), empty: filter ? t('noMatch') : t('empty') }}
        caption={t('caption')}
        columns={COLUMNS.map((c) => t(`columns.${c}`))}
        minWidth={640}
        scrollRegion
        verticalSpacing="xs"
        striped
        row={(op) => (
          <Table.Tr key={`${op.method} ${op.path}`}>
            <Table.Td>
              <Badge variant="light" color="dark">
                {op.method}
              </Badge>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Code>{op.path}</Code>
            </Table.Td>
            <Table.Td>{t(`policies.${op.access}`, { defaultValue: op.access })}</Table.Td>
            <Table.Td>
              {op.rateLimits
                .map((r) => t('rateLimit', { count: r.limit, seconds: r.windowSeconds }))
                .join('; ') || t('noRateLimit')}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </AdminListPage>
  );
}
