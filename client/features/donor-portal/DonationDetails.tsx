import { Paper, SimpleGrid, Title, type SimpleGridProps, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { vehicleName } from '@shared/format/vehicle-name';
import { isProvinceCode, provinceLabelKey } from '@shared/geo/provinces';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@client/lib/format';
import type { DonorDonation } from './api';
import { FactList, type Fact } from './FactList';

/** "+16135550123" as "(613) 555-0123"; anything else as stored. */
export function displayPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** A calendar date ("2026-03-02") read as that day, wherever the reader is. */
export function formatCalendarDate(value: string | null, language: string): string {
  return value ? formatDate(`${value}T12:00:00`, language) : '';
}

interface DonationDetailsProps {
  donation: DonorDonation;
  headingOrder?: TitleOrder;
  /** Columns by viewport width; a dialog, narrower than the page, asks for fewer. */
  cols?: SimpleGridProps['cols'];
}

/** The vehicle, the donor and the donation, as the donor may see them. */
export function DonationDetails({
  donation: d,
  headingOrder = 3,
  cols = { base: 1, md: 3 },
}: DonationDetailsProps) {
  const { t, i18n } = useTranslation(['portal', 'domain']);
  const lang = i18n.language;
  const money = (value: number | null, wholeDollars = false) =>
    value === null ? '' : formatMoney(value, lang, { wholeDollars });
  const province = isProvinceCode(d.province) ? t(provinceLabelKey(d.province)) : d.province;

  const groups: { key: string; title: string; facts: Fact[] }[] = [
    {
      key: 'vehicle',
      title: t('details.vehicle'),
      facts: [
        {
          label: t('details.vehicleName'),
          value: vehicleName(d, i18n.language),
        },
        {
          label: t('details.vehicleType'),
          value: t(`domain:vehicleType.${d.vehicleType}`, { defaultValue: d.vehicleType }),
        },
        {
          label: t('details.mileage'),
          value: d.mileage === null ? '' : `${formatNumber(d.mileage, lang)} km`,
        },
        {
          label: t('details.condition'),
          value: t(`domain:condition.${d.condition}`, { defaultValue: d.condition }),
        },
        { label: t('details.vin'), value: d.vin },
        { label: t('details.accidents'), value: d.hasAccidents ? t('details.yes') : t('details.no') },
        { label: t('details.lien'), value: d.hasLienOrFinance ? t('details.yes') : t('details.no') },
      ],
    },
    {
      key: 'donor',
      title: t('details.donor'),
      facts: [
        { label: t('details.name'), value: `${d.firstName} ${d.lastName}` },
        { label: t('details.email'), value: d.email },
        { label: t('details.phone'), value: displayPhone(d.phone) },
        { label: t('details.address'), value: `${d.address}, ${d.city}, ${province} ${d.postalCode}` },
      ],
    },
    {
      key: 'donation',
      title: t('details.donation'),
      facts: [
        { label: t('details.donationId'), value: String(d.id) },
        { label: t('details.submitted'), value: formatDateTime(d.createdAt, lang) },
        { label: t('details.charity'), value: d.charityName ?? t('details.charityToBeChosen') },
        { label: t('details.estimatedValue'), value: money(d.estimatedValue, true) || t('details.notYet') },
        { label: t('details.finalValue'), value: money(d.finalValue) || t('details.notYet') },
        {
          label: d.sale?.kind === 'scrap' ? t('details.scrap') : t('details.sale'),
          value: d.sale
            ? t(d.sale.kind === 'scrap' ? 'details.scrapValue' : 'details.saleValue', {
                amount: money(d.sale.amount),
                date: formatCalendarDate(d.sale.date, lang),
              })
            : '',
        },
        { label: t('details.saleBasis'), value: d.sale ? t('details.saleBasisValue') : '' },
        {
          label: t('details.toCharity'),
          value:
            d.sale?.toCharity != null && d.charityName
              ? t('details.toCharityValue', {
                  net: money(d.sale.toCharity),
                  gross: money(d.sale.amount),
                  charity: d.charityName,
                })
              : '',
        },
        { label: t('details.pickupDate'), value: formatCalendarDate(d.pickupDate, lang) },
        { label: t('details.pickupTime'), value: d.pickupTime },
        { label: t('details.receiptNumber'), value: d.receiptNumber },
        { label: t('details.receiptDate'), value: formatCalendarDate(d.receiptDate, lang) },
      ],
    },
  ];

  return (
    <SimpleGrid cols={cols} spacing="md">
      {groups.map((g) => (
        <Paper
          key={g.key}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`facts-${g.key}-${d.id}`}
        >
          <Title order={headingOrder} size="h4" id={`facts-${g.key}-${d.id}`} mb="xs">
            {g.title}
          </Title>
          <FactList facts={g.facts} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
