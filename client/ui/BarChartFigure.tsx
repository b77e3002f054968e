import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

interface Series {
  /** The data's key for this bar. */
  name: string;
  label: string;
  /** A theme colour; the theme's primary colour when left out. */
  color?: string;
}

export interface BarChartFigureProps {
  data: Record<string, string | number>[];
  /** The key of each bar's category (a day, a province, a stage). */
  dataKey: string;
  series: Series[];
  /** Few bars, each with its value written on it. Without it, a long run (days): no values, spaced ticks. */
  valueLabels?: boolean;
  /** Long category names (posts, stages) read better on bars drawn sideways. */
  vertical?: boolean;
  /** Without one the values are counts: the value axis then has whole-number ticks only. */
  valueFormatter?: (value: number) => string;
}

/** The BarChart props of a figure: one place for how every bar chart of the app is drawn. */
export function barChartProps({
  data,
  dataKey,
  series,
  valueLabels = false,
  vertical = false,
  valueFormatter,
}: BarChartFigureProps): BarChartProps {
  // Counts are whole: no "2.5 donations" tick (issue 35).
  const valueAxis = valueFormatter ? {} : { allowDecimals: false };
  // A long run of days keeps its first and last tick and spaces the others.
  const categoryAxis = valueLabels ? {} : { interval: 'preserveStartEnd' as const, minTickGap: 16 };
  return {
    h: vertical ? Math.max(200, data.length * 36) : valueLabels ? 260 : 220,
    data,
    dataKey,
    orientation: vertical ? 'vertical' : 'horizontal',
    series: series.map((s) => ({ ...s, color: s.color ?? 'var(--mantine-primary-color-filled)' })),
    valueFormatter,
    xAxisProps: vertical ? valueAxis : categoryAxis,
    yAxisProps: vertical ? { width: 140, ...categoryAxis } : valueAxis,
    withLegend: series.length > 1,
    withTooltip: false,
    withBarValueLabel: valueLabels,
    // A value written on each bar makes the value axis's tick marks redundant.
    tickLine: valueLabels ? 'none' : 'y',
    // Not focusable: nothing inside an aria-hidden block may take the focus.
    barChartProps: { accessibilityLayer: false },
  };
}

/**
 * A bar chart drawn for sight only (form responses and chat sessions per day, the analytics figures):
 * hidden from assistive technology, which reads the page's table of the same figures. Form and chat
 * pages load it lazily so the chart library reaches only the pages that draw one.
 */
export function BarChartFigure(props: BarChartFigureProps) {
  return (
    <div aria-hidden="true">
      <BarChart {...barChartProps(props)} />
    </div>
  );
}
