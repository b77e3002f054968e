import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

interface Series {
  /** The data's key for this bar. */
  name: string;
  label: string;
  color: string;
}

/**
 * Bars per day (form responses, chat sessions). Loaded lazily by its page so the chart library reaches
 * only that page; hidden from assistive technology, which reads the page's table of the same figures.
 */
export function DailyBarChart({ days, series }: { days: { label: string }[]; series: Series[] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        h={220}
        data={days}
        dataKey="label"
        series={series}
        tickLine="y"
        withLegend={series.length > 1}
        withTooltip={false}
        // Not focusable: nothing inside an aria-hidden block may take the focus.
        barChartProps={{ accessibilityLayer: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ allowDecimals: false }}
      />
    </div>
  );
}
