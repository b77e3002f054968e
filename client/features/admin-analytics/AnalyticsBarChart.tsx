import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

interface AnalyticsBarChartProps {
  data: Record<string, string | number>[];
  dataKey: string;
  valueKey: string;
  valueLabel: string;
  /** Long labels (posts, provinces) read better on bars drawn sideways. */
  vertical?: boolean;
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
  return (
    <BarChart
      h={vertical ? Math.max(200, data.length * 36) : 260}
      data={data}
      dataKey={dataKey}
      orientation={vertical ? 'vertical' : 'horizontal'}
      series={[{ name: valueKey, label: valueLabel, color: 'var(--mantine-primary-color-filled)' }]}
      valueFormatter={valueFormatter}
      yAxisProps={vertical ? { width: 140 } : undefined}
      barChartProps={{ accessibilityLayer: false }}
      withTooltip={false}
      withBarValueLabel
      tickLine="none"
    />
  );
}
