import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_RANGES,
  HISTORY_SORTS,
  shortSessionId,
  type AdminSessionView,
} from '@shared/chat/chat.schemas';
import { formatDate, formatDateTime } from '@client/lib/format';
import { ListPager } from '@client/ui/ListPager';
import { listStatus } from '@client/ui/listStatus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useChatHistory } from './api';
import { SessionDialog } from './SessionDialog';

const HistoryChart = lazy(() => import('./HistoryChart').then((m) => ({ default: m.HistoryChart })));
const PAGE_SIZE = 25;

/** /admin/chat-history: cards, the 7-day chart (or its table), the sessions as a list or by day. */
export function AdminChatHistoryPage() {
  const { t, i18n } = useTranslation('chat');
  usePageTitle('chat:history.title');
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [range, setRange] = useState<string>('all');
  const [sort, setSort] = useState<string>('recent');
  const [view, setView] = useState('list');
  const [chartView, setChartView] = useState('chart');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useChatHistory({ search: debounced, range, sort, page, pageSize: PAGE_SIZE });
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

  let body = listStatus(
    { ...query, data: data ? { items: data.sessions } : undefined },
    { loading: '…', loadError: t('widget.fetchError'), empty: t('history.empty') },
  );
  if (!body && data) {
    body =
      view === 'list' ? (
        <Table.ScrollContainer
          minWidth={760}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('history.title') },
          }}
        >
          <Table verticalSpacing="xs" highlightOnHover>
            <VisuallyHidden component="caption">{t('history.title')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('history.session')}</Table.Th>
                <Table.Th scope="col">{t('history.started')}</Table.Th>
                <Table.Th scope="col">{t('history.messages')}</Table.Th>
                <Table.Th scope="col">{t('history.model')}</Table.Th>
                <Table.Th scope="col">{t('history.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sessions.map((s) => (
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
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack>
          {groupByDay(data.sessions, lang).map(([day, list]) => (
            <section key={day}>
              <Title order={3} size="h5">
                {day}
              </Title>
              <Stack gap={4} component="ol" mt={4} style={{ listStyle: 'none', padding: 0 }}>
                {list.map((s) => (
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
      );
  }

  const cards = data
    ? ([
        ['totalSessions', data.summary.totalSessions],
        ['activeSessions', data.summary.activeSessions],
        ['totalMessages', data.summary.totalMessages],
        ['averageMessages', data.summary.averageMessages],
      ] as const)
    : [];

  return (
    <Container size="xl" py="md">
      <Title order={1}>{t('history.title')}</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} mt="md">
        {cards.map(([key, value]) => (
          <Card key={key} withBorder>
            <Text size="sm">{t(`history.${key}`)}</Text>
            <Text fw={700} size="xl">
              {number(value)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder mt="md">
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
            <HistoryChart days={days} />
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
      <Group mt="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('history.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 220 }}
        />
        <NativeSelect
          label={t('history.range')}
          value={range}
          data={HISTORY_RANGES.map((r) => ({ value: r, label: t(`history.ranges.${r}`) }))}
          onChange={(e) => {
            setRange(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label={t('history.sort')}
          value={sort}
          data={HISTORY_SORTS.map((s) => ({ value: s, label: t(`history.sorts.${s}`) }))}
          onChange={(e) => setSort(e.currentTarget.value)}
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
      </Group>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{body}</div>
      {data && data.total > PAGE_SIZE && (
        <ListPager
          total={data.total}
          pageSize={PAGE_SIZE}
          page={page}
          onChange={setPage}
          label={t('history.title')}
        />
      )}
      <SessionDialog sessionId={open} onClose={() => setOpen(null)} />
    </Container>
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
