import '@mantine/core/styles/Table.css';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@client/lib/format';
import { ScrollTable } from '@client/ui/ScrollTable';
import { useActivity } from './api';
import { ReceiptRegistryCell } from './ReceiptRegistryCell';

/** The charity's donations and issued receipts (a charity account sees only its own). */
export function ActivityTables({ regNumber }: { regNumber: string }) {
  const { t, i18n } = useTranslation(['charities', 'domain']);
  const activity = useActivity(regNumber);
  const lang = i18n.language;
  const d = activity.data;
  return (
    <Stack gap="lg">
      <section aria-labelledby="donations-heading">
        <Title order={2} size="h4" id="donations-heading" mb="xs">
          {t('manage.donationsTitle')}
        </Title>
        {activity.isPending && <Text role="status">{t('manage.loading')}</Text>}
        {d && d.donations.length === 0 && <Text>{t('manage.noDonations')}</Text>}
        {d && d.donations.length > 0 && (
          <ScrollTable minWidth={560} label={t('manage.donationsTitle')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('manage.col.donation')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.vehicle')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.status')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.value')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.donations.map((x) => (
                  <Table.Tr key={x.id}>
                    <Table.Td>#{x.id}</Table.Td>
                    <Table.Td>
                      {x.year} {x.make} {x.model} · {x.city}, {x.province}
                    </Table.Td>
                    <Table.Td>{t(`domain:status.${x.status}`)}</Table.Td>
                    <Table.Td>{x.finalValue === null ? '-' : formatMoney(x.finalValue, lang)}</Table.Td>
                    <Table.Td>{formatDate(x.createdAt, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </section>
      <section aria-labelledby="receipts-heading">
        <Title order={2} size="h4" id="receipts-heading" mb="xs">
          {t('manage.receiptsTitle')}
        </Title>
        {d && d.receipts.length === 0 && <Text>{t('manage.noReceipts')}</Text>}
        {d && d.receipts.length > 0 && (
          <ScrollTable minWidth={720} label={t('manage.receiptsTitle')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('manage.col.receipt')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.donation')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.amount')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.date')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.status')}</Table.Th>
                  <Table.Th scope="col">{t('manage.col.registry')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.receipts.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.receiptNumber}</Table.Td>
                    <Table.Td>#{r.donationId}</Table.Td>
                    <Table.Td>{formatMoney(r.eligibleAmount, lang)}</Table.Td>
                    <Table.Td>{formatDate(r.receiptDate, lang)}</Table.Td>
                    <Table.Td>{t(`manage.receiptStatus.${r.status}`, { defaultValue: r.status })}</Table.Td>
                    <Table.Td maw={320}>
                      <ReceiptRegistryCell flag={r.registryFlag} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </section>
    </Stack>
  );
}
