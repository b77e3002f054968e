import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Badge,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_RANGES,
  HISTORY_SORTS,
  shortSessionId,
  type AdminSessionView,
} from '@shared/chat/chat.schemas';
import { formatDate, formatDateTime } from '@client/lib/format';
import { AdminListPage } from '@client/ui/AdminListPage';
import { ListTable } from '@client/ui/ListTable';
import { listStatus } from '@client/ui/listStatus';
import { usePagedFilters } from '@client/ui/usePagedFilters';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useChatHistory } from './api';
import { SessionDialog } from './SessionDialog';

const BarChartFigure = lazy(() =>
  import('@client/ui/BarChartFigure').then((m) => ({ default: m.BarChartFigure })),
);
const PAGE_SIZE = 25;
const COLUMNS = ['session', 'started', 'messages', 'model', 'status'] as const;

/** /admin/chat-history: cards, the 7-day chart (or its table), the sessions as a list or by day. */
export function AdminChatHistoryPage() {
  const { t, i18n } = useTranslation('chat');
  usePageTitle('chat:history.title');
  const lang = i18n.language;
  const list = usePagedFilters(
    { search: '', range: 'all', sort: 'recent' },
    { pageSize: PAGE_SIZE, debounced: ['search'] },
  );
  const [view, setView] = useState('list');
  const [chartView, setChartView] = useState('chart');
  const [open, setOpen] = useState<string | null>(null);
  const query = useChatHistory({ ...list.applied, page: list.page, pageSize: PAGE_SIZE });
  const data = query.data;
  const number = (n: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(n);
  const days = (data?.week ?? []).map((d) => ({
    ...d,
    label: formatDate(`${d.day}T12:00:00`, lang, { weekday: 'short', day: 'numeric' }),
  }));

  const openButton = (s: AdminSessionView) => (
    <Anchor
      component="button"
      type="button"
      onClick={() => setOpen(s.sessionId)}
      aria-label={t('history.open', { id: shortSessionId(s.sessionId) })}
    >
      <Text span ff="monospace" size="sm">
        {shortSessionId(s.sessionId)}
      </Text>
    </Anchor>
  );
  const statusBadge = (s: AdminSessionView) => (
    <Badge variant="light" color={s.isActive ? 'green' : 'gray'} c="gray.9" tt="none">
      {s.isActive ? t('history.active') : t('history.inactive')}
    </Badge>
  );

  const text = { loading: '…', loadError: t('widget.fetchError'), empty: t('history.empty') };
  const sessions = data?.sessions;
  const body =
    view === 'list' ? (
      <ListTable
        query={query}
        items={sessions}
        text={text}
        caption={t('history.title')}
        columns={COLUMNS.map((c) => t(`history.${c}`))}
        minWidth={760}
        scrollRegion
        verticalSpacing="xs"
        highlightOnHover
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              {openButton(s)}
              <Text size="sm">{s.title}</Text>
            </Table.Td>
            <Table.Td>{formatDateTime(s.createdAt, lang)}</Table.Td>
            <Table.Td>{number(s.messageCount)}</Table.Td>
            <Table.Td>{s.model}</Table.Td>
            <Table.Td>{statusBadge(s)}</Table.Td>
          </Table.Tr>
        )}
      />
    ) : (
      (listStatus({ ...query, data: data && { items: data.sessions } }, text) ?? (
        <Stack>
          {groupByDay(sessions ?? [], lang).map(([day, ofDay]) => (
            <section key={day}>
              <Title order={3} size="h5">
                {day}
              </Title>
              <Stack gap={4} component="ol" mt={4} style={{ listStyle: 'none', padding: 0 }}>
                {ofDay.map((s) => (
                  <Group component="li" key={s.id} gap="sm" wrap="wrap">
                    <Text size="sm">{formatDateTime(s.createdAt, lang)}</Text>
                    {openButton(s)}
                    <Text size="sm">{s.title}</Text>
                    <Text size="sm">{t('page.messages', { count: s.messageCount })}</Text>
                    {statusBadge(s)}
                  </Group>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      ))
    );

  const cards = data
    ? ([
        ['totalSessions', data.summary.totalSessions],
        ['activeSessions', data.summary.activeSessions],
        ['totalMessages', data.summary.totalMessages],
        ['averageMessages', data.summary.averageMessages],
      ] as const)
    : [];

  return (
    <AdminListPage
      title={t('history.title')}
      top={
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {cards.map(([key, value]) => (
              <Card key={key} withBorder>
                <Text size="sm">{t(`history.${key}`)}</Text>
                <Text fw={700} size="xl">
                  {number(value)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('history.chart')}
              </Title>
              <SegmentedControl
                value={chartView}
                onChange={setChartView}
                data={[
                  { value: 'chart', label: t('history.chartView') },
                  { value: 'table', label: t('history.tableView') },
                ]}
              />
            </Group>
            {chartView === 'chart' ? (
              <Suspense fallback={<div style={{ height: 220 }} />}>
                <BarChartFigure
                  data={days}
                  dataKey="label"
                  series={[
                    { name: 'sessions', label: t('history.sessions'), color: 'blue.7' },
                    { name: 'messages', label: t('history.messages'), color: 'teal.8' },
                  ]}
                />
              </Suspense>
            ) : (
              <Table mt="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('history.day')}</Table.Th>
                    <Table.Th scope="col">{t('history.sessions')}</Table.Th>
                    <Table.Th scope="col">{t('history.messages')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {days.map((d) => (
                    <Table.Tr key={d.day}>
                      <Table.Td>{d.label}</Table.Td>
                      <Table.Td>{number(d.sessions)}</Table.Td>
                      <Table.Td>{number(d.messages)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      }
      filters={
        <>
          <TextInput
            label={t('history.search')}
            {...list.field('search')}
            style={{ flex: 1, minWidth: 220 }}
          />
          <NativeSelect
            label={t('history.range')}
            data={HISTORY_RANGES.map((r) => ({ value: r, label: t(`history.ranges.${r}`) }))}
            {...list.field('range')}
          />
          <NativeSelect
            label={t('history.sort')}
            data={HISTORY_SORTS.map((s) => ({ value: s, label: t(`history.sorts.${s}`) }))}
            {...list.field('sort')}
          />
          <SegmentedControl
            aria-label={t('history.view')}
            value={view}
            onChange={setView}
            data={[
              { value: 'list', label: t('history.list') },
              { value: 'timeline', label: t('history.timeline') },
            ]}
          />
        </>
      }
      pager={list.pager(data?.total, t('history.title'))}
      after={<SessionDialog sessionId={open} onClose={() => setOpen(null)} />}
    >
      {body}
    </AdminListPage>
  );
}

function groupByDay(sessions: AdminSessionView[], lang: string): [string, AdminSessionView[]][] {
  const groups = new Map<string, AdminSessionView[]>();
  for (const s of sessions) {
    const day = formatDate(s.createdAt, lang, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    groups.set(day, [...(groups.get(day) ?? []), s]);
  }
  return [...groups];
}
