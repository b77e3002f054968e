import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/** The bar chart of responses per day; loaded on its own so recharts reaches only this page. */
export function SubmissionsChart({ days }: { days: { date: string; label: string; count: number }[] }) {
  const { t } = useTranslation('forms');
  return (
    <div aria-hidden="true">
      <BarChart
        h={220}
        data={days}
        dataKey="label"
        series={[{ name: 'count', label: t('submissions.count'), color: 'blue.7' }]}
        tickLine="y"
        withTooltip={false}
        // Not focusable: the chart is hidden from assistive technology, which reads the table below.
        barChartProps={{ accessibilityLayer: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
