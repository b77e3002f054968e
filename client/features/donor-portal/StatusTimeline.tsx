import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/format';
import type { DonorStatusEntry } from './api';

/** Status changes, newest first; staff notes stay internal, so only the stage and its time show. */
export function StatusTimeline({ entries }: { entries: DonorStatusEntry[] }) {
  const { t, i18n } = useTranslation(['portal', 'domain']);
  if (entries.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline
      active={0}
      bulletSize={16}
      lineWidth={2}
      component="ol"
      style={{ listStyle: 'none', paddingLeft: 0 }}
    >
      {entries.map((e) => (
        <Timeline.Item key={e.id} component="li" title={t(`domain:status.${e.status}`)}>
          <Text size="sm" c="dimmed">
            <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, i18n.language)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
