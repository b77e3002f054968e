import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, NativeSelect, Table, Text } from '@mantine/core';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate, formatMoney, formatNumber } from '@client/lib/format';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useUpdateStatus, type DonationListItem } from '@client/features/donations/desk/api';

/**
 * One donation with a status select that saves at once. It offers the forward moves and cancelling
 * that need nothing more; corrections (a note) and moves that need details (pickup, value) are
 * made in the staff dashboard, linked from the row.
 */
export function AdminDonationRow({ d }: { d: DonationListItem }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const update = useUpdateStatus(d.id);
  const quickMoves = d.legalNextStatuses.filter((m) => m.direction !== 'backward' && !m.needsDetails);
  const options = [
    { value: d.status, label: t(`domain:status.${d.status}`) },
    ...quickMoves.map((m) => ({ value: m.status, label: t(`domain:status.${m.status}`) })),
  ];
  const name = `${d.firstName} ${d.lastName}`;

  const change = (status: string) => {
    if (status === d.status) return;
    update.mutate(
      { status: status as DonationListItem['status'], notes: null },
      {
        onSuccess: () => toastSuccess(t('toast.statusUpdatedTitle'), t('toast.statusUpdated')),
        onError: (error) =>
          toastError(t('toast.statusFailed'), apiErrorMessage(error, t('toast.statusFailed'))),
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>{d.id}</Table.Td>
      <Table.Td>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {d.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {d.year} {d.make} {d.model}
      </Table.Td>
      <Table.Td>
        {d.mileage === null
          ? t('admin.noMileage')
          : t('facts.km', { value: formatNumber(d.mileage, language) })}
      </Table.Td>
      <Table.Td>
        {d.finalValue === null ? t('facts.notAssessed') : formatMoney(d.finalValue, language)}
      </Table.Td>
      <Table.Td miw={200}>
        <NativeSelect
          aria-label={t('admin.statusOf', { id: d.id, name })}
          data={options}
          value={d.status}
          disabled={update.isPending || quickMoves.length === 0}
          onChange={(e) => change(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>{formatDate(d.createdAt, language)}</Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={`/donation-tracking?donation=${d.id}`}
          aria-label={t('admin.openInDashboard', { id: d.id })}
        >
          {t('admin.details')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
