import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatMoney, formatNumber } from '@client/lib/format';
import type { AuctionView } from './api';
import { TimeLeft } from './TimeLeft';

export function vehicleTitle(t: (k: string, p?: Record<string, unknown>) => string, a: AuctionView): string {
  return t('auctions:vehicleName', { year: a.vehicle.year, make: a.vehicle.make, model: a.vehicle.model });
}

interface AuctionCardProps {
  auction: AuctionView;
  offsetMs: number;
  headingLevel?: 2 | 3;
  onDetails(): void;
  /** Absent where the viewer cannot bid (admins). */
  onBid?: () => void;
  children?: React.ReactNode;
}

/** A closed auction's outcome for the dealer looking, and a won vehicle's pickup instructions. */
function ClosedOutcome({ auction: a }: { auction: AuctionView }) {
  const { t } = useTranslation('auctions');
  const { language } = useLanguage();
  const outcome = a.youWon
    ? t('bidding.youWon', { amount: formatMoney(a.currentHighBid, language) })
    : a.outcome === 'sold'
      ? t('bidding.otherWon')
      : a.outcome === 'reserveNotMet'
        ? t('bidding.closedReserveNotMet')
        : t('bidding.closedNoBids');
  return (
    <>
      <Text fw={700}>{outcome}</Text>
      {a.youWon && (
        <div>
          <Text size="sm" fw={600}>
            {t('bidding.pickup')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {a.pickupInstructions ?? t('bidding.pickupLater')}
          </Text>
        </div>
      )}
    </>
  );
}

/** One auction: the vehicle, where it is, the high bid, the bid to beat and the time left. */
export function AuctionCard({
  auction: a,
  offsetMs,
  headingLevel = 3,
  onDetails,
  onBid,
  children,
}: AuctionCardProps) {
  const { t } = useTranslation('auctions');
  const { language } = useLanguage();
  const title = vehicleTitle(t, a);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={headingLevel} size="h4">
            {title}
          </Title>
          <Group gap={6}>
            <Badge color={a.status === 'active' ? 'green' : 'gray'} variant="light" c="gray.9" tt="none">
              {t(`status.${a.status}`)}
            </Badge>
            {a.youLead && (
              <Badge color="brand" variant="filled" tt="none">
                {t('bidding.youLead')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('card.facts', {
            location: a.vehicleLocation,
            mileage:
              a.vehicle.mileage === null
                ? t('card.mileageUnknown')
                : formatNumber(a.vehicle.mileage, language),
            condition: t(`domain:condition.${a.vehicle.condition}`),
          })}
        </Text>
        <Group gap="lg" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {t('card.highBid')}
            </Text>
            <Text fw={700}>
              {a.bidCount > 0 ? formatMoney(a.currentHighBid, language) : t('card.noBids')}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('card.requiredBid')}
            </Text>
            <Text fw={700}>{formatMoney(a.requiredBid, language)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {a.status === 'pending' ? t('card.starts') : t('card.timeLeft')}
            </Text>
            {a.status === 'pending' ? (
              <Text size="sm" fw={600}>
                {new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(a.startDate))}
              </Text>
            ) : (
              <TimeLeft end={a.endDate} offsetMs={offsetMs} />
            )}
          </div>
        </Group>
        {a.status === 'completed' && <ClosedOutcome auction={a} />}
        <Text size="sm">
          {t('card.bids', { count: a.bidCount })}
          {a.reserveMet !== null && ` · ${a.reserveMet ? t('card.reserveMet') : t('card.reserveNotMet')}`}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDetails}>
            {t('card.details')}
          </Button>
          {onBid && a.status === 'active' && <Button onClick={onBid}>{t('card.placeBid')}</Button>}
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
