import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@client/lib/format';
import type { TaxSavings } from './api';

/** Federal and provincial credits for the donor's province and tax year, with what they assume. */
export function TaxSavingsPanel({ tax }: { tax: TaxSavings }) {
  const { t, i18n } = useTranslation('valuation');
  const language = i18n.language;
  const percent = (value: number) =>
    formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 2 });
  const rows = [
    { label: t('tax.federal'), amount: tax.federal },
    { label: t('tax.provincial', { province: tax.provinceName }), amount: tax.provincial },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="tax-savings-title">
      <div>
        <Title order={3} size="h4" id="tax-savings-title">
          {t('tax.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tax.subtitle', { province: tax.provinceName, taxYear: tax.taxYear })}
        </Text>
      </div>
      <dl style={{ margin: 0 }}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text component="dt" size="sm">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(row.amount, language)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <Text component="dt" fw={700}>
            {t('tax.total')}
          </Text>
          <Text component="dd" fw={700} m={0} c="brand.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(tax.total, language)}
          </Text>
        </Group>
      </dl>
      <Text size="xs" c="dimmed">
        {t('tax.rates', {
          ratesYear: tax.ratesYear,
          federalFirst: percent(tax.rates.federalFirst200),
          federalAbove: percent(tax.rates.federalAbove200),
          provincialFirst: percent(tax.rates.provincialFirst200),
          provincialAbove: percent(tax.rates.provincialAbove200),
        })}
      </Text>
      <Text size="sm" fw={600} component="h4" m={0}>
        {t('tax.assumptionsTitle')}
      </Text>
      <List size="xs" spacing={4}>
        {tax.assumptions.map((assumption) => (
          <List.Item key={assumption}>{assumption}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
