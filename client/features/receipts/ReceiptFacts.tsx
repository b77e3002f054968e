import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate, formatMoney } from '@client/lib/format';
import type { VerifyReceiptResponse } from './api';

/**
 * What a verification answered about a receipt: its number, and, once the visitor showed they hold the
 * issued PDF (its SHA-256), its charity, date and eligible amount. A fact the answer left out is not shown.
 */
export function ReceiptFacts({ result }: { result: VerifyReceiptResponse }) {
  const { t } = useTranslation('receipts');
  const { language } = useLanguage();
  const rows: [string, string | null][] = [
    [t('verify.number'), result.receiptNumber],
    [t('verify.charity'), result.charityName],
    [t('verify.registrationNumber'), result.registrationNumber],
    [
      t('verify.dateIssued'),
      result.dateIssued && formatDate(result.dateIssued, language, { dateStyle: 'long', timeZone: 'UTC' }),
    ],
    [
      t('verify.eligibleAmount'),
      result.eligibleAmount === null ? null : formatMoney(result.eligibleAmount, language),
    ],
  ];
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="wrap">
            <Text component="dt" fw={700}>
              {t('verify.fact', { label })}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}
