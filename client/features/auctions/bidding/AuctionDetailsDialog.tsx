import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime, formatMoney, formatNumber } from '@client/lib/format';
import { FactList } from '@client/features/donor-portal/FactList';
import { useBids, type AuctionView } from './api';
import { vehicleTitle } from './AuctionCard';
import { AuctionPhotos } from './AuctionPhotos';
import { LatestBids } from './LatestBids';
import { useLastValue } from '@client/ui/useLastValue';

/** The vehicle's facts, where to collect it, and the latest bids. */
export function AuctionDetailsDialog({
  auction: current,
  onClose,
}: {
  auction: AuctionView | null;
  onClose(): void;
}) {
  const { t } = useTranslation(['auctions', 'domain']);
  const { language } = useLanguage();
  const auction = useLastValue(current);
  const bids = useBids(current?.id ?? null);
  if (!auction) return null;
  const a = bids.data?.auction ?? auction;
  const v = a.vehicle;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={vehicleTitle(t, a)}
      size="lg"
    >
      <Stack gap="md">
        <AuctionPhotos photos={a.photos} vehicle={vehicleTitle(t, a)} />
        <FactList
          facts={[
            {
              label: t('details.vehicle'),
              value: [v.year, v.make, v.model, v.trim].filter(Boolean).join(' '),
            },
            { label: t('details.type'), value: t(`domain:vehicleType.${v.vehicleType}`) },
            {
              label: t('details.mileage'),
              value:
                v.mileage === null ? t('card.mileageUnknown') : `${formatNumber(v.mileage, language)} km`,
            },
            { label: t('details.condition'), value: t(`domain:condition.${v.condition}`) },
            { label: t('details.accidents'), value: v.hasAccidents ? t('details.yes') : t('details.no') },
            { label: t('details.location'), value: a.vehicleLocation },
            { label: t('details.minimumBid'), value: formatMoney(a.minimumBid, language) },
            ...(a.reservePrice !== undefined && a.reservePrice !== null
              ? [{ label: t('details.reserve'), value: formatMoney(a.reservePrice, language) }]
              : []),
            { label: t('details.start'), value: formatDateTime(a.startDate, language) },
            { label: t('details.end'), value: formatDateTime(a.endDate, language) },
            ...(a.winningDealer ? [{ label: t('details.winner'), value: a.winningDealer }] : []),
          ]}
        />
        {a.pickupInstructions && (
          <div>
            <Title order={3} size="h5">
              {t('details.pickup')}
            </Title>
            <Text size="sm">{a.pickupInstructions}</Text>
          </div>
        )}
        {a.notes && (
          <div>
            <Title order={3} size="h5">
              {t('details.notes')}
            </Title>
            <Text size="sm">{a.notes}</Text>
          </div>
        )}
        <div>
          <Title order={3} size="h5">
            {t('bids.title')}
          </Title>
          <LatestBids bids={bids.data?.bids} />
        </div>
      </Stack>
    </Modal>
  );
}
