import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import {
  Badge,
  Button,
  Divider,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@client/lib/format';
import type { ValuationResponse } from './api';
import { TaxSavingsPanel } from './TaxSavingsPanel';

interface ValuationResultsProps {
  result: ValuationResponse;
  onDonate: () => void;
  onDownload: () => void;
  downloading: boolean;
}

/** Tint of the impact badge; its text stays dark, since shade-9 green or yellow on a tint fails AA. */
function impactColor(percent: number): string {
  if (percent > 0) return 'green';
  if (percent < 0) return 'red';
  return 'gray';
}

/** Results card: estimate, range, tax savings, factors, recommendations and the two actions. */
export function ValuationResults({ result, onDonate, onDownload, downloading }: ValuationResultsProps) {
  const { t, i18n } = useTranslation('valuation');
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, language, { wholeDollars: true });
  const impact = (percent: number) =>
    formatNumber(percent / 100, language, { style: 'percent', signDisplay: 'exceptZero' });

  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="valuation-results-title"
    >
      <Stack gap="lg">
        <Title order={2} size="h3" id="valuation-results-title">
          {t('results.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('results.estimatedValue')}
            </Text>
            <Text fz={36} fw={800} c="brand.8" lh={1.1}>
              {money(result.estimatedValue)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('results.marketRange')}
            </Text>
            <Text fz="xl" fw={600}>
              {t('results.rangeValue', {
                low: money(result.marketRange.low),
                high: money(result.marketRange.high),
              })}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm">{t('results.estimateNote')}</Text>

        <Divider />
        <TaxSavingsPanel tax={result.taxDeduction} />

        <Divider />
        <Stack gap="xs" component="section" aria-labelledby="valuation-factors-title">
          <Title order={3} size="h4" id="valuation-factors-title">
            {t('results.factorsTitle')}
          </Title>
          {result.factors.length === 0 ? (
            <Text size="sm">{t('results.factorsEmpty')}</Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {result.factors.map((factor) => (
                <Group key={factor.name} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{factor.name}</Text>
                  <Badge
                    variant="light"
                    color={impactColor(factor.percent)}
                    c="dark.8"
                    aria-label={t('results.impact', { impact: impact(factor.percent) })}
                    style={{ flexShrink: 0 }}
                  >
                    {impact(factor.percent)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="valuation-recommendations-title">
          <Title order={3} size="h4" id="valuation-recommendations-title">
            {t('results.recommendationsTitle')}
          </Title>
          <List size="sm" spacing={6}>
            {result.recommendations.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Stack>

        <Group gap="sm">
          <Button size="md" leftSection={<IconHeart size={18} aria-hidden="true" />} onClick={onDonate}>
            {t('results.donate')}
          </Button>
          <Button
            size="md"
            variant="outline"
            onClick={onDownload}
            disabled={downloading}
            aria-busy={downloading}
            leftSection={
              downloading ? (
                <Loader size={16} aria-hidden="true" />
              ) : (
                <IconDownload size={18} aria-hidden="true" />
              )
            }
          >
            {downloading ? t('results.downloading') : t('results.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
