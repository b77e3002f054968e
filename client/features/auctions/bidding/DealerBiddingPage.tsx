import '@mantine/core/styles/SimpleGrid.css';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_SHOWN_DAYS } from '@shared/auctions/bidding';
import { useCurrentUser } from '@client/features/auth/api';
import { apiErrorMessage } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { toastError } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAuctions, type AuctionView } from './api';
import { AuctionCard, vehicleTitle } from './AuctionCard';
import { AuctionDetailsDialog } from './AuctionDetailsDialog';
import { PlaceBidDialog } from './PlaceBidDialog';

/**
 * /dealer-bidding: active and upcoming auctions, and (for dealers) recently closed ones with their
 * outcome and the vehicles they won, kept live (polled every few seconds); a dealer who
 * loses the lead hears it (aria-live) and sees a toast. Admins follow the auctions but do not bid.
 */
export function DealerBiddingPage() {
  const { t } = useTranslation(['auctions', 'domain']);
  usePageTitle('auctions:bidding.title');
  const user = useCurrentUser();
  const canBid = user.user?.role === 'dealer';
  const auctions = useAuctions();
  const [details, setDetails] = useState<AuctionView | null>(null);
  const [bidding, setBidding] = useState<AuctionView | null>(null);
  const leading = useRef(new Map<number, boolean>());
  const offsetMs = auctions.data ? Date.parse(auctions.data.serverTime) - auctions.dataUpdatedAt : 0;

  // Outbid: an auction this dealer led is now led by someone else.
  useEffect(() => {
    for (const a of auctions.data?.auctions ?? []) {
      const before = leading.current.get(a.id);
      if (before && !a.youLead && a.status === 'active') {
        const message = t('bidding.outbid', { vehicle: vehicleTitle(t, a) });
        announce(message);
        toastError(t('bidding.outbidTitle'), message);
      }
      leading.current.set(a.id, a.youLead);
    }
  }, [auctions.data, t]);

  const list = auctions.data?.auctions ?? [];
  const active = list.filter((a) => a.status === 'active');
  const upcoming = list.filter((a) => a.status === 'pending');
  // The latest to close first.
  const closed = list
    .filter((a) => a.status === 'completed')
    .sort((x, y) => Date.parse(y.endDate) - Date.parse(x.endDate));
  const section = (title: string, items: AuctionView[], empty: string, id: string, intro?: string) => (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {intro && (
        <Text size="sm" mb="sm">
          {intro}
        </Text>
      )}
      {items.length === 0 ? (
        <Text role="status">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((a) => (
            <AuctionCard
              key={a.id}
              auction={a}
              offsetMs={offsetMs}
              onDetails={() => setDetails(a)}
              onBid={canBid ? () => setBidding(a) : undefined}
            />
          ))}
        </SimpleGrid>
      )}
    </section>
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('bidding.title')}</Title>
          <Text mt="xs">{canBid ? t('bidding.intro') : t('bidding.adminIntro')}</Text>
        </div>
        {auctions.isPending && <Text role="status">{t('bidding.loading')}</Text>}
        {auctions.isError && (
          <Text role="alert" c="red.9">
            {apiErrorMessage(auctions.error, t('bidding.loadError'))}
          </Text>
        )}
        {auctions.data && (
          <>
            {section(t('bidding.active'), active, t('bidding.noActive'), 'active-auctions')}
            {section(t('bidding.upcoming'), upcoming, t('bidding.noUpcoming'), 'upcoming-auctions')}
            {canBid &&
              section(
                t('bidding.closed'),
                closed,
                t('bidding.noClosed'),
                'closed-auctions',
                t('bidding.closedIntro', { days: CLOSED_SHOWN_DAYS }),
              )}
          </>
        )}
      </Stack>
      <AuctionDetailsDialog auction={details} onClose={() => setDetails(null)} />
      <PlaceBidDialog auction={bidding} offsetMs={offsetMs} onClose={() => setBidding(null)} />
    </Container>
  );
}
