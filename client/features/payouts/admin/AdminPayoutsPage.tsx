import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Paper.css';
import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime, formatMoney } from '@client/lib/format';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAdminPayouts, useMoneyAction, type AdminPayout } from './api';
import { ExportsSection } from './ExportsSection';
import { FeeSchedulesSection } from './FeeSchedulesSection';
import { PaymentDialog } from './PaymentDialog';
import { PayoutsTable } from '@client/features/payouts/PayoutsTable';
import { ScrollTable } from '@client/ui/ScrollTable';

/**
 * /admin/payouts (decision 020): open balances per charity, Run payouts now, each payout with its
 * statement, payment and void, the runs, the fee schedules and the accounting exports.
 */
export function AdminPayoutsPage() {
  const { t, i18n } = useTranslation('money');
  usePageTitle('money:admin.title');
  const lang = i18n.language;
  const data = useAdminPayouts();
  const run = useMoneyAction<void>(
    () => '/api/admin/payouts/run',
    () => ({}),
  );
  const [dialog, setDialog] = useState<{ payout: AdminPayout; mode: 'paid' | 'void' } | null>(null);
  const money = (v: number) => formatMoney(v, lang);
  const d = data.data;
  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (r) =>
        toastSuccess(
          t('admin.runTitle'),
          t('admin.runDone', { count: (r as { payoutCount: number }).payoutCount }),
        ),
      onError: (err) => toastError(t('admin.failedTitle'), apiErrorMessage(err, t('admin.failed'))),
    });
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('admin.title')}</Title>
            <Text mt="xs">{t('admin.intro')}</Text>
          </div>
          <Button onClick={runNow} loading={run.isPending}>
            {t('admin.runNow')}
          </Button>
        </Group>
        {data.isPending && <Text role="status">{t('ui.loading')}</Text>}
        {d && (
          <>
            <section aria-labelledby="balances-heading">
              <Title order={2} size="h4" id="balances-heading" mb="xs">
                {t('admin.balancesTitle')}
              </Title>
              {d.balances.length === 0 && <Text>{t('admin.noBalances')}</Text>}
              {d.balances.length > 0 && (
                <ScrollTable minWidth={420} label={t('admin.balancesTitle')}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('annual.charity')}</Table.Th>
                        <Table.Th scope="col">{t('ui.unpaid')}</Table.Th>
                        <Table.Th scope="col">{t('ui.inPayout')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.balances.map((b) => (
                        <Table.Tr key={b.charityId}>
                          <Table.Td>{b.charityName}</Table.Td>
                          <Table.Td>{money(b.unpaid)}</Table.Td>
                          <Table.Td>{money(b.inOpenPayouts)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              )}
            </section>

            <section aria-labelledby="admin-payouts-heading">
              <Title order={2} size="h4" id="admin-payouts-heading" mb="xs">
                {t('ui.payoutsTitle')}
              </Title>
              {d.payouts.length === 0 && <Text>{t('ui.noPayouts')}</Text>}
              {d.payouts.length > 0 && (
                <PayoutsTable
                  payouts={d.payouts}
                  withCharity
                  actions={(p) =>
                    p.status === 'open' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" onClick={() => setDialog({ payout: p, mode: 'paid' })}>
                          {t('admin.recordPayment', { number: p.number })}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setDialog({ payout: p, mode: 'void' })}
                        >
                          {t('admin.void', { number: p.number })}
                        </Button>
                      </Group>
                    )
                  }
                />
              )}
            </section>

            <section aria-labelledby="runs-heading">
              <Title order={2} size="h4" id="runs-heading" mb="xs">
                {t('admin.runsTitle')}
              </Title>
              {d.runs.length === 0 && <Text>{t('admin.noRuns')}</Text>}
              {d.runs.length > 0 && (
                <ScrollTable minWidth={420} label={t('admin.runsTitle')}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('admin.runAt')}</Table.Th>
                        <Table.Th scope="col">{t('admin.trigger')}</Table.Th>
                        <Table.Th scope="col">{t('ui.payoutsTitle')}</Table.Th>
                        <Table.Th scope="col">{t('ui.col.total')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {d.runs.map((r) => (
                        <Table.Tr key={r.id}>
                          <Table.Td>{formatDateTime(r.createdAt, lang)}</Table.Td>
                          <Table.Td>{t(`admin.triggers.${r.trigger}`)}</Table.Td>
                          <Table.Td>{r.payoutCount}</Table.Td>
                          <Table.Td>{money(r.total)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              )}
            </section>

            <FeeSchedulesSection schedules={d.feeSchedules} charities={d.charities} />
            <ExportsSection charities={d.charities} />
          </>
        )}
      </Stack>
      <PaymentDialog
        payout={dialog?.payout ?? null}
        mode={dialog?.mode ?? 'paid'}
        onClose={() => setDialog(null)}
      />
    </Container>
  );
}
