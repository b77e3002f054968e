import '@mantine/core/styles/Table.css';
import { Anchor, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDate, formatMoney } from '@client/lib/format';
import { ScrollTable } from '@client/ui/ScrollTable';
import type { PayoutView } from '@server/features/payouts/payouts.schemas';

export type Payout = z.infer<typeof PayoutView>;

export const statementUrl = (payoutId: number, kind: 'pdf' | 'csv') =>
  `/api/payouts/${payoutId}/statement.${kind}`;

/**
 * The payouts table of the charity's Money tab and of /admin/payouts (decision 020): number, status,
 * total, payment or void reason, and the statement in PDF and CSV. The admin page adds the charity
 * column and its own actions (record a payment, void).
 */
export function PayoutsTable({
  payouts,
  withCharity = false,
  actions,
}: {
  payouts: Payout[];
  withCharity?: boolean;
  actions?: (payout: Payout) => ReactNode;
}) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  return (
    <ScrollTable minWidth={withCharity ? 760 : 520} label={t('ui.payoutsTitle')}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('ui.col.number')}</Table.Th>
            {withCharity && <Table.Th scope="col">{t('annual.charity')}</Table.Th>}
            <Table.Th scope="col">{t('ui.col.status')}</Table.Th>
            <Table.Th scope="col">{t('ui.col.total')}</Table.Th>
            <Table.Th scope="col">{t('ui.col.paidOn')}</Table.Th>
            <Table.Th scope="col">{t('ui.col.statement')}</Table.Th>
            {actions && <Table.Th scope="col">{t('admin.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.number}</Table.Td>
              {withCharity && <Table.Td>{p.charityName}</Table.Td>}
              <Table.Td>{t(`status.${p.status}`)}</Table.Td>
              <Table.Td>{formatMoney(p.total, lang)}</Table.Td>
              <Table.Td>
                {p.paidOn
                  ? `${formatDate(p.paidOn, lang)} · ${t(`methods.${p.method}`)} · ${p.reference}`
                  : (p.voidReason ?? '—')}
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor href={statementUrl(p.id, 'pdf')} download>
                    {t('ui.statementPdf', { number: p.number })}
                  </Anchor>
                  <Anchor href={statementUrl(p.id, 'csv')} download>
                    {t('ui.statementCsv', { number: p.number })}
                  </Anchor>
                </Group>
              </Table.Td>
              {actions && <Table.Td>{actions(p)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
