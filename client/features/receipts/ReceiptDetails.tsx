import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate, formatMoney } from '@client/lib/format';
import { receiptPdfUrl, type ReceiptSummary } from './api';

// Date-only values ("2026-03-09") are read as UTC midnight: format them in UTC so the day stays.
const day = (iso: string, language: string) =>
  formatDate(iso, language, { dateStyle: 'long', timeZone: 'UTC' });

/** One receipt as staff see it: number, date, amounts, status, e-mail, and a link to its stored PDF. */
export function ReceiptDetails({ receipt }: { receipt: ReceiptSummary }) {
  const { t } = useTranslation('receipts');
  const { language } = useLanguage();
  const cancelled = receipt.status === 'cancelled';
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700}>
          {t('section.number')} {receipt.receiptNumber}
        </Text>
        <Badge color={cancelled ? 'red.9' : 'brand'} variant={cancelled ? 'outline' : 'light'}>
          {cancelled ? t('section.statusCancelled') : t('section.statusIssued')}
        </Badge>
      </Group>
      {receipt.registryFlag && (
        <Text size="sm" c="red.9" fw={700}>
          {t('section.flagged', {
            status: t(`verify.registryStatus.${receipt.registryFlag.status.toLowerCase()}`, {
              defaultValue: receipt.registryFlag.status,
            }),
            date: day(receipt.registryFlag.effectiveDate, language),
          })}
        </Text>
      )}
      {receipt.registryFlag?.restoredDate && (
        <Text size="sm">
          {t('section.flaggedRestored', { date: day(receipt.registryFlag.restoredDate, language) })}
        </Text>
      )}
      <Text size="sm">{t('section.dateLine', { date: day(receipt.receiptDate, language) })}</Text>
      <Text size="sm">
        {t('section.amountsLine', {
          fmv: formatMoney(receipt.receiptAmount, language),
          eligible: formatMoney(receipt.eligibleAmount, language),
        })}
      </Text>
      {receipt.originalReceiptNumber && (
        <Text size="sm">{t('section.replaces', { number: receipt.originalReceiptNumber })}</Text>
      )}
      {cancelled ? (
        <>
          {receipt.cancelledAt && (
            <Text size="sm">
              {t('section.cancelledOn', { date: formatDate(receipt.cancelledAt, language) })}
            </Text>
          )}
          {receipt.cancelReason && (
            <Text size="sm">{t('section.cancelReason', { reason: receipt.cancelReason })}</Text>
          )}
          {receipt.replacedByReceiptNumber && (
            <Text size="sm">{t('section.replacedBy', { number: receipt.replacedByReceiptNumber })}</Text>
          )}
        </>
      ) : (
        <Text size="sm">
          {receipt.emailSent ? t('section.emailed') : t('section.notEmailed')} ·{' '}
          {t('section.downloads', { count: receipt.downloadCount })}
        </Text>
      )}
      <Anchor
        href={receiptPdfUrl(receipt.receiptNumber)}
        download={`receipt-${receipt.receiptNumber}.pdf`}
        size="sm"
        aria-label={t('section.downloadLabel', { number: receipt.receiptNumber })}
      >
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden="true" />
          {t('section.download')}
        </Group>
      </Anchor>
    </Stack>
  );
}
