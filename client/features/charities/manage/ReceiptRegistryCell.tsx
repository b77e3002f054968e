import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@client/lib/format';
import type { Activity } from './api';

type Flag = Activity['receipts'][number]['registryFlag'];

/**
 * Whether the CRA registry leaves a receipt usable (issue 33): a receipt issued on or after a
 * revocation or suspension is not, and stays so after the charity is registered again.
 */
export function ReceiptRegistryCell({ flag }: { flag: Flag }) {
  const { t, i18n } = useTranslation(['charities', 'receipts']);
  // A date-only value is UTC midnight: format it in UTC so the day stays.
  const day = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  if (!flag)
    return (
      <Badge color="green" variant="light" c="gray.9" tt="none">
        {t('manage.receiptValid')}
      </Badge>
    );
  const status = t(`receipts:verify.registryStatus.${flag.status.toLowerCase()}`, {
    defaultValue: flag.status,
  });
  return (
    <Stack gap={4}>
      <Badge color="red" variant="light" c="red.9" tt="none">
        {t('manage.receiptFlagged')}
      </Badge>
      <Text size="sm">{t('manage.receiptFlaggedExplain', { date: day(flag.effectiveDate), status })}</Text>
      {flag.restoredDate && (
        <Text size="sm">{t('manage.receiptRestored', { date: day(flag.restoredDate) })}</Text>
      )}
    </Stack>
  );
}
