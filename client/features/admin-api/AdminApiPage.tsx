import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Code,
  Container,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { apiOperations, OPENAPI_URL, type OpenApiDocument } from './openapi-operations';

/** /admin/api: every API route, its method and who may call it, read from /api/openapi.json. */
export function AdminApiPage() {
  const { t } = useTranslation('apiReference');
  usePageTitle('apiReference:title');
  const [filter, setFilter] = useState('');
  const query = useQuery<OpenApiDocument>({ queryKey: [OPENAPI_URL] });
  const operations = useMemo(
    () => (query.data ? apiOperations(query.data, filter) : []),
    [query.data, filter],
  );

  let body = listStatus(
    { ...query, data: query.data ? { items: operations } : undefined },
    { loading: t('loading'), loadError: t('loadError'), empty: filter ? t('noMatch') : t('empty') },
  );
  if (!body) {
    body = (
      <Table.ScrollContainer
        minWidth={640}
        // On a phone the table scrolls sideways: keyboard users reach it by Tab and scroll with arrows.
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('caption') } }}
      >
        <Table verticalSpacing="xs" striped>
          <VisuallyHidden component="caption">{t('caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.method')}</Table.Th>
              <Table.Th scope="col">{t('columns.path')}</Table.Th>
              <Table.Th scope="col">{t('columns.access')}</Table.Th>
              <Table.Th scope="col">{t('columns.rateLimit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {operations.map((op) => (
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
          <Text mt="xs">
            {t('intro')}{' '}
            <Anchor href={OPENAPI_URL} target="_blank" rel="noopener">
              {t('download')}
            </Anchor>
          </Text>
        </div>
        <TextInput
          label={t('filter')}
          description={t('filterHint')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={420}
        />
        {query.data && (
          <Text size="sm" aria-live="polite">
            {t('count', { count: operations.length })}
          </Text>
        )}
        {body}
      </Stack>
    </Container>
  );
}
