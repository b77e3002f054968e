import '@mantine/core/styles/List.css';
import { Button, List, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/format';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useSyncCharity, type CharityView } from './api';

/** Data sync: re-read the CRA registry entry and see what changed. */
export function DataSyncTab({ charity }: { charity: CharityView }) {
  const { t, i18n } = useTranslation('charities');
  const sync = useSyncCharity();
  const run = () =>
    sync.mutate(charity.registrationNumber, {
      onSuccess: (r) =>
        r.success
          ? toastSuccess(t('sync.completeTitle'), t('sync.completeMessage', { count: r.changes.length }))
          : toastError(t('sync.errorTitle'), r.message),
      onError: (err) => toastError(t('sync.errorTitle'), apiErrorMessage(err, t('sync.errorMessage'))),
    });
  const r = sync.data;
  return (
    <Stack gap="md">
      <Text>
        {charity.lastSyncDate
          ? t('sync.last', {
              date: formatDateTime(charity.lastSyncDate, i18n.language),
              status: t(`sync.status.${charity.syncStatus}`, { defaultValue: charity.syncStatus }),
            })
          : t('sync.never')}
      </Text>
      <Button
        onClick={run}
        loading={sync.isPending}
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('sync.button')}
      </Button>
      {r && (
        <Stack gap="xs" aria-live="polite">
          <Text fw={600}>{r.message}</Text>
          {r.receiptingBlocked && (
            <Text c="red.9" role="alert">
              {t('sync.blocked')}
            </Text>
          )}
          {r.changes.length > 0 && (
            <List>
              {r.changes.map((c) => (
                <List.Item key={c.field}>
                  {t('sync.change', {
                    field: t(`sync.field.${c.field}`),
                    from: c.from ?? '-',
                    to: c.to ?? '-',
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}
