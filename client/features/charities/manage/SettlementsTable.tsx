import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@client/ui/Select';
import { formatDate, formatMoney } from '@client/lib/format';
import { useSettlements, type SettlementFilters } from './moneyApi';
import { ScrollTable } from '@client/ui/ScrollTable';

/** Each vehicle's settlement: gross, costs, net and where the money is; filtered by date, sale kind and state. */
export function SettlementsTable({ charityId }: { charityId: number }) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const [f, setF] = useState<SettlementFilters>({ from: '', to: '', saleKind: '', state: '' });
  const list = useSettlements(charityId, f);
  const money = (v: number) => formatMoney(v, lang);
  const set = (k: keyof SettlementFilters) => (v: string | null) =>
    setF((old) => ({ ...old, [k]: !v || v === 'all' ? '' : v }));
  return (
    <section aria-labelledby="settlements-heading">
      <Title order={2} size="h4" id="settlements-heading" mb="xs">
        {t('ui.settlementsTitle')}
      </Title>
      <Group gap="sm" mb="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('ui.from')}
          value={f.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('ui.to')}
          value={f.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
        <Select
          label={t('ui.saleKind')}
          value={f.saleKind || 'all'}
          onChange={set('saleKind')}
          data={[
            { value: 'all', label: t('ui.all') },
            { value: 'auction', label: t('saleKinds.auction') },
            { value: 'scrap', label: t('saleKinds.scrap') },
          ]}
        />
        <Select
          label={t('ui.state')}
          value={f.state || 'all'}
          onChange={set('state')}
          data={[
            { value: 'all', label: t('ui.all') },
            { value: 'unpaid', label: t('ui.unpaid') },
            { value: 'paid', label: t('status.paid') },
          ]}
        />
      </Group>
      {list.data?.settlements.length === 0 && <Text>{t('ui.noSettlements')}</Text>}
      {list.data && list.data.settlements.length > 0 && (
        <ScrollTable minWidth={640} label={t('ui.settlementsTitle')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('statement.columns.donation')}</Table.Th>
                <Table.Th scope="col">{t('statement.columns.vehicle')}</Table.Th>
                <Table.Th scope="col">{t('statement.columns.saleDate')}</Table.Th>
                <Table.Th scope="col">{t('statement.columns.saleKind')}</Table.Th>
                <Table.Th scope="col">{t('statement.columns.gross')}</Table.Th>
                <Table.Th scope="col">{t('ui.col.costs')}</Table.Th>
                <Table.Th scope="col">{t('statement.columns.net')}</Table.Th>
                <Table.Th scope="col">{t('ui.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.settlements.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>#{s.donationId}</Table.Td>
                  <Table.Td>
                    {s.vehicle.year} {s.vehicle.make} {s.vehicle.model}
                    {s.recycling && (
                      <Text size="xs">
                        {t('ui.recycled', {
                          name: s.recycling.recyclerName,
                          number: s.recycling.certificateNumber,
                          date: formatDate(s.recycling.certificateDate, lang),
                        })}
                        {s.recycling.hasScan && (
                          <>
                            {' '}
                            <Anchor href={`/api/donations/${s.donationId}/recycling-scan`} download size="xs">
                              {t('ui.certificateScan', { number: s.recycling.certificateNumber })}
                            </Anchor>
                          </>
                        )}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(s.saleDate, lang)}</Table.Td>
                  <Table.Td>{t(`saleKinds.${s.saleKind}`)}</Table.Td>
                  <Table.Td>{money(s.gross)}</Table.Td>
                  <Table.Td>{money(s.costs)}</Table.Td>
                  <Table.Td>{money(s.net)}</Table.Td>
                  <Table.Td>
                    {s.paid ? t('status.paid') : s.unpaid === 0 ? t('ui.inPayout') : t('ui.unpaid')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </section>
  );
}
