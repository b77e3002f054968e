import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@client/lib/router';
import type {
  SubmissionListResponse,
  SubmissionStatsResponse,
  SubmissionView,
} from '@shared/forms/form.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate, formatDateTime } from '@client/lib/format';
import { ListPager } from '@client/ui/ListPager';
import { ScrollTable } from '@client/ui/ScrollTable';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { SubmissionDialog } from './SubmissionDialog';

const BarChartFigure = lazy(() =>
  import('@client/ui/BarChartFigure').then((m) => ({ default: m.BarChartFigure })),
);
const PAGE_SIZE = 20;

function summary(s: SubmissionView, yes: string, no: string) {
  return s.fields
    .slice(0, 3)
    .map((f) => {
      const v = s.data[f.id];
      return `${f.label}: ${typeof v === 'boolean' ? (v ? yes : no) : (v ?? '')}`;
    })
    .join(' · ');
}

/** /admin/forms/:id/submissions (Stats): count, 30-day chart with its table, the responses, CSV. */
export function FormSubmissionsPage() {
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SubmissionView | null>(null);
  const q = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (debounced) q.set('search', debounced);
  const list = useQuery<SubmissionListResponse>({
    queryKey: [`/api/forms/${id}/submissions?${q.toString()}`],
    placeholderData: keepPreviousData,
  });
  const stats = useQuery<SubmissionStatsResponse>({ queryKey: [`/api/forms/${id}/stats`] });
  const form = list.data?.form;
  const name = form?.name ?? '';
  usePageTitle('forms:submissions.title', { name });
  const items = list.data?.items ?? [];
  const days = (stats.data?.days ?? []).map((d) => ({
    ...d,
    label: formatDate(`${d.date}T12:00:00`, language, { month: 'short', day: 'numeric' }),
  }));

  let body = listStatus(
    { ...list, data: list.data ? { items } : undefined },
    {
      loading: t('submissions.loading'),
      loadError: t('submissions.loadError'),
      empty: t('submissions.empty'),
    },
  );
  if (!body) {
    body = (
      <ScrollTable minWidth={640} label={t('submissions.caption')}>
        <Table verticalSpacing="sm" highlightOnHover>
          <VisuallyHidden component="caption">{t('submissions.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('submissions.columns.submittedAt')}</Table.Th>
              <Table.Th scope="col">{t('submissions.columns.language')}</Table.Th>
              <Table.Th scope="col">{t('submissions.columns.summary')}</Table.Th>
              <Table.Th scope="col">{t('submissions.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{formatDateTime(s.createdAt, language)}</Table.Td>
                <Table.Td>{t(`submissions.languages.${s.language === 'fr' ? 'fr' : 'en'}`)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {summary(s, t('answer.yes'), t('answer.no'))}
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => setOpen(s)}>
                    {t('submissions.open', { id: s.id })}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/forms">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('submissions.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('submissions.title', { name })}</Title>
            {stats.data && <Text mt="xs">{t('submissions.total', { count: stats.data.total })}</Text>}
          </div>
          <Button
            component="a"
            href={`/api/forms/${id}/submissions/export`}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {t('submissions.export')}
          </Button>
        </Group>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="per-day">
          <Title order={2} size="h4" id="per-day" mb="sm">
            {t('submissions.chartTitle')}
          </Title>
          {stats.data && (
            <>
              <Suspense fallback={<Text role="status">{t('submissions.chartLoading')}</Text>}>
                <BarChartFigure
                  data={days}
                  dataKey="label"
                  series={[{ name: 'count', label: t('submissions.count'), color: 'blue.7' }]}
                />
              </Suspense>
              <details>
                <summary>{t('submissions.tableView')}</summary>
                <Table mt="sm" maw={360}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('submissions.day')}</Table.Th>
                      <Table.Th scope="col">{t('submissions.count')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {days.map((d) => (
                      <Table.Tr key={d.date}>
                        <Table.Td>
                          {formatDate(`${d.date}T12:00:00`, language, { dateStyle: 'medium' })}
                        </Table.Td>
                        <Table.Td>{d.count}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </details>
            </>
          )}
        </Paper>
        <TextInput
          label={t('submissions.search')}
          placeholder={t('submissions.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
        {body}
        <ListPager
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('submissions.pages')}
        />
      </Stack>
      <SubmissionDialog submission={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
