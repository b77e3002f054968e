import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@client/lib/format';
import { ScrollTable } from '@client/ui/ScrollTable';
import type { ValuationResponse } from './api';

type Props = Pick<ValuationResponse, 'comparableVehicles' | 'comparablesSource'>;

/** Comparable vehicles: the platform's sales, or the model's estimates, each labelled. */
export function ComparableVehicles({ comparableVehicles, comparablesSource }: Props) {
  const { t, i18n } = useTranslation('valuation');
  const language = i18n.language;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="comparables-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="comparables-title">
          {t('comparables.title')}
        </Title>
        <Text size="sm">
          {comparablesSource === 'sold' ? t('comparables.soldIntro') : t('comparables.estimateIntro')}
        </Text>
        {comparableVehicles.length === 0 ? (
          <Text>{t('comparables.empty')}</Text>
        ) : (
          <ScrollTable minWidth={560} label={t('comparables.title')}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('comparables.year')}</Table.Th>
                  <Table.Th scope="col">{t('comparables.make')}</Table.Th>
                  <Table.Th scope="col">{t('comparables.model')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('comparables.mileage')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('comparables.price')}
                  </Table.Th>
                  <Table.Th scope="col">{t('comparables.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparableVehicles.map((c, index) => (
                  <Table.Tr key={`${c.year}-${c.model}-${c.mileage}-${c.price}-${index}`}>
                    <Table.Td>{c.year}</Table.Td>
                    <Table.Td>{c.make}</Table.Td>
                    <Table.Td>{c.model}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {c.mileage === null
                        ? t('comparables.mileageUnknown')
                        : `${formatNumber(c.mileage, language)} km`}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(c.price, language, { wholeDollars: true })}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={c.source === 'estimate' ? 'yellow' : 'brand'}
                        c="dark.8"
                        mr="xs"
                      >
                        {c.source === 'estimate'
                          ? t('comparables.estimateBadge')
                          : t('comparables.soldBadge')}
                      </Badge>
                      <Text span size="sm">
                        {c.label}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}
