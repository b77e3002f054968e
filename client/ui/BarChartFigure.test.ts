import { describe, expect, it } from 'vitest';
import { barChartProps } from './BarChartFigure';

const days = [
  { label: 'Nov 1', count: 2 },
  { label: 'Nov 2', count: 0 },
];

describe('barChartProps', () => {
  it('draws a run of days with spaced ticks, whole counts, no values on the bars and a legend for two series', () => {
    const one = barChartProps({
      data: days,
      dataKey: 'label',
      series: [{ name: 'count', label: 'Responses', color: 'blue.7' }],
    });
    expect(one).toMatchObject({
      h: 220,
      orientation: 'horizontal',
      tickLine: 'y',
      withBarValueLabel: false,
      withLegend: false,
      withTooltip: false,
      xAxisProps: { interval: 'preserveStartEnd', minTickGap: 16 },
      yAxisProps: { allowDecimals: false },
      barChartProps: { accessibilityLayer: false },
    });
    expect(one.series).toEqual([{ name: 'count', label: 'Responses', color: 'blue.7' }]);
    const two = barChartProps({
      data: days,
      dataKey: 'label',
      series: [
        { name: 'sessions', label: 'Sessions' },
        { name: 'messages', label: 'Messages' },
      ],
    });
    expect(two.withLegend).toBe(true);
  });

  it('writes each value on its bar in the primary colour, without tick marks, when asked', () => {
    const props = barChartProps({
      data: [{ province: 'ON', count: 3 }],
      dataKey: 'province',
      series: [{ name: 'count', label: 'Donations' }],
      valueLabels: true,
    });
    expect(props).toMatchObject({ h: 260, tickLine: 'none', withBarValueLabel: true });
    expect(props.series[0]?.color).toBe('var(--mantine-primary-color-filled)');
    expect(props.yAxisProps).toEqual({ allowDecimals: false });
    expect(props.xAxisProps).toEqual({});
  });

  it('draws long names sideways, taller with each bar, and lets a formatter allow decimals', () => {
    const format = (v: number) => `${v} %`;
    const props = barChartProps({
      data: Array.from({ length: 8 }, (_, i) => ({ category: `C${i}`, share: i / 3 })),
      dataKey: 'category',
      series: [{ name: 'share', label: 'Share' }],
      valueLabels: true,
      vertical: true,
      valueFormatter: format,
    });
    expect(props).toMatchObject({ h: 288, orientation: 'vertical', valueFormatter: format });
    expect(props.yAxisProps).toEqual({ width: 140 });
    expect(props.xAxisProps).toEqual({});
    expect(barChartProps({ data: [], dataKey: 'c', series: [], vertical: true }).h).toBe(200);
  });
});
