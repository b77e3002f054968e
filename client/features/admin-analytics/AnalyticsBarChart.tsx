import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

interface AnalyticsBarChartProps {
  data: Record<string, string | number>[];
  dataKey: string;
  valueKey: string;
  valueLabel: string;
  /** Long labels (posts, provinces) read better on bars drawn sideways. */
  vertical?: boolean;
  /** Without one the values are counts: the value axis then has whole-number ticks only. */
  valueFormatter?: (value: number) => string;
}

/**
 * One bar chart of the analytics page, in the theme's primary colour. Drawn for sight only: its
 * panel gives screen readers the table, so recharts' keyboard layer is off (nothing focusable hides).
 */
export function AnalyticsBarChart({
  data,
  dataKey,
  valueKey,
  valueLabel,
  vertical,
  valueFormatter,
}: AnalyticsBarChartProps) {
  // Counts are whole: no "2.5 donations" tick (issue 35).
  const valueAxis = valueFormatter ? {} : { allowDecimals: false };
  return (
    <BarChart
      h={vertical ? Math.max(200, data.length * 36) : 260}
      data={data}
      dataKey={dataKey}
      orientation={vertical ? 'vertical' : 'horizontal'}
      series={[{ name: valueKey, label: valueLabel, color: 'var(--mantine-primary-color-filled)' }]}
      valueFormatter={valueFormatter}
      yAxisProps={vertical ? { width: 140 } : valueAxis}
      xAxisProps={vertical ? valueAxis : undefined}
      barChartProps={{ accessibilityLayer: false }}
      withTooltip={false}
      withBarValueLabel
      tickLine="none"
    />
  );
}
