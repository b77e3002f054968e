import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDate, formatMoney } from '@client/lib/format';
import type { ReceiptEvidence } from './api';

// Date-only values ("2026-03-09") are read as UTC midnight: format them in UTC so the day stays.
const day = (iso: string, language: string) =>
  formatDate(iso, language, { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The evidence on file that can support the receipt's value (bids, the auction or scrap sale, an
 * appraisal, the value staff recorded), one radio each with its source, date, whether it is at arm's
 * length and the receipt value it gives. The server marks the default; it checks the choice again.
 */
export function EvidenceChoice({
  evidence,
  value,
  onChange,
}: {
  evidence: ReceiptEvidence[];
  value: string;
  onChange: (item: ReceiptEvidence) => void;
}) {
  const { t } = useTranslation('receipts');
  const { language } = useLanguage();
  const money = (amount: number) => formatMoney(amount, language);
  return (
    <Radio.Group
      label={t('form.evidence.legend')}
      description={t('form.evidence.intro')}
      value={value}
      onChange={(id) => {
        const item = evidence.find((i) => i.id === id);
        if (item) onChange(item);
      }}
    >
      <Stack gap="sm" mt="xs">
        {evidence.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            label={
              <Group gap={6} wrap="wrap" component="span">
                <span>
                  {t('form.evidence.option', {
                    kind: t(`form.evidence.kind.${item.kind}`),
                    amount: money(item.amount),
                  })}
                </span>
                {(item.kind === 'bid' || item.kind === 'sale') && (
                  <Badge
                    component="span"
                    variant={item.armsLength ? 'light' : 'outline'}
                    color={item.armsLength ? 'brand' : 'red.9'}
                  >
                    {item.armsLength ? t('form.evidence.armsLength') : t('form.evidence.notArmsLength')}
                  </Badge>
                )}
                {item.isDefault && (
                  <Badge component="span" variant="outline">
                    {t('form.evidence.default')}
                  </Badge>
                )}
              </Group>
            }
            description={[
              item.source,
              item.auctionId !== null ? t('form.evidence.auction', { id: item.auctionId }) : null,
              item.date ? t('form.evidence.date', { date: day(item.date, language) }) : null,
              item.receiptValue !== null && item.receiptValue !== item.amount
                ? t('form.evidence.receiptValue', { amount: money(item.receiptValue) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            styles={{ description: { overflowWrap: 'anywhere' } }}
          />
        ))}
      </Stack>
      {evidence.length === 0 && <Text size="sm">{t('section.none')}</Text>}
    </Radio.Group>
  );
}
