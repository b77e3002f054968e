import { Group, Paper, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { percentChange } from '@shared/analytics/periods';

interface StatCardProps {
  label: string;
  current: number;
  previous: number;
  /** How a figure reads (a number, or money). */
  format: (value: number) => string;
  hint?: string;
}

/** One dashboard card: the figure for the period and its change against the period before. */
export function StatCard({ label, current, previous, format, hint }: StatCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const change = percentChange(current, previous);
  const abs =
    change === null
      ? ''
      : new Intl.NumberFormat(i18n.language === 'fr' ? 'fr-CA' : 'en-CA').format(Math.abs(change));
  const text =
    change === null
      ? t('change.new')
      : change > 0
        ? t('change.up', { value: abs, previous: format(previous) })
        : change < 0
          ? t('change.down', { value: abs, previous: format(previous) })
          : t('change.same', { previous: format(previous) });
  const Icon = change === null || change > 0 ? IconArrowUpRight : change < 0 ? IconArrowDownRight : IconMinus;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {format(current)}
      </Text>
      {hint && <Text size="sm">{hint}</Text>}
      <Group gap={4} mt="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{text}</Text>
      </Group>
    </Paper>
  );
}
