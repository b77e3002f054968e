import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Progress over the eight forward stages, as a bar and in words; a cancelled donation has none. */
export function ProgressCell({ progress }: { progress: number | null }) {
  const { t } = useTranslation('staff');
  if (progress === null) return <Text size="sm">{t('list.noProgress')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress
        value={progress}
        size="md"
        flex={1}
        aria-label={t('list.progressLabel', { percent: progress })}
      />
      <Text size="sm" aria-hidden="true" w={40} ta="right">
        {t('list.percent', { percent: progress })}
      </Text>
    </Group>
  );
}
