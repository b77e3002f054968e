import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@client/lib/format';
import { PayoutsTable } from '@client/features/payouts/PayoutsTable';
import { annualUrl, useMoneySummary, usePayouts, type MoneySummary } from './moneyApi';
import { SettlementsTable } from './SettlementsTable';
import { ScrollTable } from '@client/ui/ScrollTable';

/**
 * The Money tab (decision 020): what the charity is owed and when it is paid, its payouts with their
 * statements, each vehicle's settlement, net proceeds per month (chart or table) and the T3010 summary.
 */
export function MoneyTab({ charityId }: { charityId: number }) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const summary = useMoneySummary(charityId);
  const payouts = usePayouts(charityId);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const s = summary.data;
  const year = new Date().getFullYear();
  const money = (v: number) => formatMoney(v, lang);
  return (
    <Stack gap="lg">
      {summary.isPending && <Text role="status">{t('ui.loading')}</Text>}
      {s && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder p="md">
            <Text size="sm">{t('ui.balanceDue')}</Text>
            <Text fw={700} size="xl" data-testid="balance-due">
              {money(s.balanceDue)}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">{t('ui.nextPayout')}</Text>
            <Text fw={700} size="xl">
              {formatDate(s.nextPayoutDate, lang)}
            </Text>
            <Text size="sm">{t(`ui.frequency.${s.frequency}`)}</Text>
          </Paper>
          <Paper withBorder p="md">
            <Text size="sm">{t('ui.paidTotal')}</Text>
            <Text fw={700} size="xl">
              {money(s.paidTotal)}
            </Text>
          </Paper>
        </SimpleGrid>
      )}

      <section aria-labelledby="payouts-heading">
        <Title order={2} size="h4" id="payouts-heading" mb="xs">
          {t('ui.payoutsTitle')}
        </Title>
        {payouts.data?.payouts.length === 0 && <Text>{t('ui.noPayouts')}</Text>}
        {payouts.data && payouts.data.payouts.length > 0 && <PayoutsTable payouts={payouts.data.payouts} />}
      </section>

      <SettlementsTable charityId={charityId} />

      {s && (
        <section aria-labelledby="monthly-heading">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="monthly-heading">
              {t('ui.monthlyTitle')}
            </Title>
            <SegmentedControl
              aria-label={t('ui.viewAs')}
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              data={[
                { value: 'chart', label: t('ui.chart') },
                { value: 'table', label: t('ui.table') },
              ]}
            />
          </Group>
          {s.monthly.length === 0 && <Text>{t('ui.noSales')}</Text>}
          {s.monthly.length > 0 && view === 'chart' && (
            <div aria-hidden="true">
              <BarChart
                h={240}
                data={s.monthly}
                dataKey="month"
                series={[
                  { name: 'net', label: t('ui.col.net'), color: 'var(--mantine-primary-color-filled)' },
                ]}
                valueFormatter={money}
                barChartProps={{ accessibilityLayer: false }}
                withTooltip={false}
                tickLine="none"
              />
            </div>
          )}
          {s.monthly.length > 0 && view === 'table' && <MonthlyTable rows={s.monthly} money={money} scroll />}
          {s.monthly.length > 0 && view === 'chart' && (
            <VisuallyHidden>
              <MonthlyTable rows={s.monthly} money={money} />
            </VisuallyHidden>
          )}
        </section>
      )}

      <section aria-labelledby="annual-heading">
        <Title order={2} size="h4" id="annual-heading" mb="xs">
          {t('ui.annualTitle')}
        </Title>
        <Text size="sm" mb="xs">
          {t('ui.annualIntro')}
        </Text>
        <Group gap="md">
          {[year, year - 1].map((y) => (
            <Group key={y} gap="sm">
              <Anchor href={annualUrl(charityId, y, 'pdf')} download>
                {t('ui.annualPdf', { year: y })}
              </Anchor>
              <Anchor href={annualUrl(charityId, y, 'csv')} download>
                {t('ui.annualCsv', { year: y })}
              </Anchor>
            </Group>
          ))}
        </Group>
      </section>
    </Stack>
  );
}

/** Net proceeds per month as a table: the chart's content for screen readers, or the view chosen. */
function MonthlyTable({
  rows,
  money,
  scroll = false,
}: {
  rows: MoneySummary['monthly'];
  money: (v: number) => string;
  /** Shown: scrolls sideways on a phone. Hidden behind the chart: read by screen readers, not scrolled. */
  scroll?: boolean;
}) {
  const { t } = useTranslation('money');
  const table = (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('ui.col.month')}</Table.Th>
          <Table.Th scope="col">{t('ui.col.vehicles')}</Table.Th>
          <Table.Th scope="col">{t('ui.col.gross')}</Table.Th>
          <Table.Th scope="col">{t('ui.col.costs')}</Table.Th>
          <Table.Th scope="col">{t('ui.col.net')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((m) => (
          <Table.Tr key={m.month}>
            <Table.Td>{m.month}</Table.Td>
            <Table.Td>{m.vehicles}</Table.Td>
            <Table.Td>{money(m.gross)}</Table.Td>
            <Table.Td>{money(m.costs)}</Table.Td>
            <Table.Td>{money(m.net)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return scroll ? (
    <ScrollTable minWidth={420} label={t('ui.monthlyTitle')}>
      {table}
    </ScrollTable>
  ) : (
    table
  );
}
