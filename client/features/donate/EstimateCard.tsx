import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ValuationResponse } from '@client/features/vehicles/api';
import { TaxSavingsPanel } from '@client/features/vehicles/TaxSavingsPanel';
import { formatMoney } from '@client/lib/format';

/**
 * Step 1's result, kept on top of step 2: estimate, market range and potential tax savings, or for a
 * corporation (chosen on step 2) the amount it deducts from its taxable income instead of a credit.
 * `donorType` is the choice on step 2: until the estimate is computed again for it, the tax figure
 * says it is updating rather than show an individual's credit to a corporation.
 */
export function EstimateCard({
  estimate,
  donorType,
}: {
  estimate: ValuationResponse;
  donorType: 'individual' | 'corporation';
}) {
  const { t, i18n } = useTranslation(['donate', 'valuation']);
  const money = (amount: number) => formatMoney(amount, i18n.language, { wholeDollars: true });
  const figures = [
    { label: t('estimate.value'), value: money(estimate.estimatedValue) },
    {
      label: t('estimate.range'),
      value: t('estimate.rangeValue', {
        low: money(estimate.marketRange.low),
        high: money(estimate.marketRange.high),
      }),
    },
  ];
  const tax = estimate.taxDeduction;
  const current = tax.donorType === donorType;
  const corporation = donorType === 'corporation';
  figures.push({
    label: t(corporation ? 'estimate.corporateDeduction' : 'estimate.taxSavings'),
    value: !current
      ? t('estimate.updating')
      : corporation
        ? money(estimate.estimatedValue)
        : formatMoney(tax.total, i18n.language),
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="estimate-heading" bg="gray.0">
      <Stack gap="sm">
        <Title order={3} id="estimate-heading" size="h4">
          {t('estimate.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          {figures.map((f) => (
            <div key={f.label}>
              <Text component="dt" size="sm" c="dimmed">
                {f.label}
              </Text>
              <Text component="dd" m={0} fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {f.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm">{t('estimate.disclaimer')}</Text>
        <details>
          <summary>
            <Text component="span" size="sm" fw={600}>
              {t(corporation ? 'estimate.corporateDetails' : 'estimate.taxDetails')}
            </Text>
          </summary>
          <Paper p="sm" mt="xs" radius="sm" withBorder>
            {current ? <TaxSavingsPanel tax={tax} /> : <Text size="sm">{t('estimate.updating')}</Text>}
          </Paper>
        </details>
      </Stack>
    </Paper>
  );
}
