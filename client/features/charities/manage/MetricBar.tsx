import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { metricLevel } from '@shared/charities/metrics';

const COLORS = { good: 'green.8', fair: 'yellow.6', weak: 'red.8', unknown: 'gray.5' } as const;

/** One score with its level in words (good from 80, fair from 60, weak below; docs/charity-metrics.md). */
export function MetricBar({ name, score }: { name: string; score: number | null }) {
  const { t } = useTranslation('charities');
  const level = metricLevel(score);
  const label = t(`metrics.${name}`);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{label}</Text>
        <Text>
          {score === null
            ? t('metrics.noData')
            : t('metrics.value', { score, level: t(`metrics.level.${level}`) })}
        </Text>
      </Group>
      <Progress value={score ?? 0} color={COLORS[level]} aria-label={label} size="lg" />
    </Stack>
  );
}
