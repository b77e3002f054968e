import '@mantine/core/styles/List.css';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@client/lib/format';
import type { TaxSavings } from './api';

interface Line {
  label: string;
  amount: number;
  strong?: boolean;
}

/**
 * Federal and provincial credits for the donor's province and tax year: for Quebec, the full
 * federal credit, the 16.5% abatement as its own line, then the net; the range up to the
 * top-bracket rates; the form and year behind each rate; what the figure assumes. A corporation
 * reads why a deduction applies instead.
 */
export function TaxSavingsPanel({ tax }: { tax: TaxSavings }) {
  const { t, i18n } = useTranslation('valuation');
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, language);
  const percent = (value: number) =>
    formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 4 });
  const quebec = tax.quebecAbatement > 0;
  const lines: Line[] = quebec
    ? [
        { label: t('tax.federal'), amount: tax.federalCredit },
        { label: t('tax.quebecAbatement'), amount: -tax.quebecAbatement },
        { label: t('tax.federalNet'), amount: tax.federal },
      ]
    : [{ label: t('tax.federal'), amount: tax.federal }];
  lines.push({ label: t('tax.provincial', { province: tax.provinceName }), amount: tax.provincial });
  lines.push({ label: t('tax.total'), amount: tax.total, strong: true });
  const hasRange = tax.topBracket.total > tax.total;
  return (
    <Stack gap="xs" component="section" aria-labelledby="tax-savings-title">
      <div>
        <Title order={3} size="h4" id="tax-savings-title">
          {tax.corporateDeduction ? t('tax.corporationTitle') : t('tax.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tax.subtitle', { province: tax.provinceName, taxYear: tax.taxYear })}
        </Text>
      </div>
      {tax.corporateDeduction ? (
        <Text size="sm">{tax.corporateDeduction}</Text>
      ) : (
        <>
          <dl style={{ margin: 0 }}>
            {lines.map((line) => (
              <Group key={line.label} justify="space-between" wrap="nowrap" mt={line.strong ? 4 : 0}>
                <Text component="dt" size={line.strong ? undefined : 'sm'} fw={line.strong ? 700 : undefined}>
                  {line.label}
                </Text>
                <Text
                  component="dd"
                  m={0}
                  size={line.strong ? undefined : 'sm'}
                  fw={line.strong ? 700 : undefined}
                  c={line.strong ? 'brand.8' : undefined}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {money(line.amount)}
                </Text>
              </Group>
            ))}
            {hasRange && (
              <Group justify="space-between" wrap="nowrap">
                <Text component="dt" size="sm">
                  {t('tax.range')}
                </Text>
                <Text component="dd" size="sm" m={0} fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(tax.topBracket.total)}
                </Text>
              </Group>
            )}
          </dl>
          {hasRange && (
            <Text size="xs">
              {t('tax.rangeHelp', {
                federalTop: percent(tax.rates.federalTop),
                provincialTop: percent(tax.rates.provincialTop),
                low: money(tax.total),
                high: money(tax.topBracket.total),
              })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('tax.rates', {
              ratesYear: tax.ratesYear,
              federalFirst: percent(tax.rates.federalFirst200),
              federalAbove: percent(tax.rates.federalAbove200),
              provincialFirst: percent(tax.rates.provincialFirst200),
              provincialAbove: percent(tax.rates.provincialAbove200),
            })}
          </Text>
        </>
      )}
      <Text size="sm" fw={600} component="h4" m={0}>
        {t('tax.sourcesTitle')}
      </Text>
      <List size="xs" spacing={4}>
        {tax.sources.map((source) => (
          <List.Item key={source}>{source}</List.Item>
        ))}
      </List>
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
