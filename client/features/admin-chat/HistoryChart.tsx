import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/** Sessions and messages per day; loaded on its own so the chart library reaches only this page. */
export function HistoryChart({ days }: { days: { label: string; sessions: number; messages: number }[] }) {
  const { t } = useTranslation('chat');
  return (
    <div aria-hidden="true">
      <BarChart
        h={220}
        data={days}
        dataKey="label"
        series={[
          { name: 'sessions', label: t('history.sessions'), color: 'blue.7' },
          { name: 'messages', label: t('history.messages'), color: 'teal.8' },
        ]}
        tickLine="y"
        withLegend
        withTooltip={false}
        // Hidden from screen readers (the table view says the same), so it takes no keyboard focus either.
        barChartProps={{ accessibilityLayer: false }}
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
