import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeskSection } from './DeskSection';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useStatusHistory } from './api';

/** Every status change, newest first: the move, when, who, and the note. */
export function StatusHistoryList({ donationId }: { donationId: number }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const query = useStatusHistory(donationId);

  let body;
  if (query.isPending) body = <Text role="status">{t('history.loading')}</Text>;
  else if (query.isError)
    body = (
      <Text role="alert" c="red.9">
        {apiErrorMessage(query.error, t('history.loadError'))}
      </Text>
    );
  else if (query.data.length === 0) body = <Text>{t('history.empty')}</Text>;
  else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} active={0}>
        {query.data.map((h) => (
          <Timeline.Item
            key={h.id}
            title={
              h.previousStatus
                ? t('history.move', {
                    from: t(`domain:status.${h.previousStatus}`),
                    to: t(`domain:status.${h.status}`),
                  })
                : t(`domain:status.${h.status}`)
            }
          >
            <Text size="sm">
              {t('history.byAt', {
                when: formatDateTime(h.createdAt, language),
                who: h.updatedByName ?? t('history.system'),
              })}
            </Text>
            {h.notes && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {h.notes}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }

  return <DeskSection title={t('history.title')}>{body}</DeskSection>;
}
