import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUCTION_STATUSES, type AuctionView } from '@shared/auctions/auction.schemas';
import { AuctionCard } from '@client/features/auctions/bidding/AuctionCard';
import { AuctionDetailsDialog } from '@client/features/auctions/bidding/AuctionDetailsDialog';
import { useAuctions } from '@client/features/auctions/bidding/api';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatMoney } from '@client/lib/format';
import { useLanguage } from '@client/i18n/useLanguage';
import { toastError, toastSuccess } from '@client/ui/toast';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useAuctionAction } from './api';
import { CreateAuctionDialog } from './CreateAuctionDialog';
import { ScrapDialog } from './ScrapDialog';
import { RecyclingDialog } from './RecyclingDialog';

/** /admin/auctions: counts, search and status filter, each auction with Start / End / View, Create Auction. */
export function AdminAuctionsPage() {
  const { t } = useTranslation(['auctions', 'domain']);
  usePageTitle('auctions:admin.title');
  const { language } = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState('');
  const [view, setView] = useState<AuctionView | null>(null);
  const [creating, setCreating] = useState(false);
  const [scrapping, setScrapping] = useState<AuctionView | null>(null);
  const [recycling, setRecycling] = useState<AuctionView | null>(null);
  const auctions = useAuctions({ search: debounced, status }, true);
  const action = useAuctionAction();
  const offsetMs = auctions.data ? Date.parse(auctions.data.serverTime) - auctions.dataUpdatedAt : 0;
  const stats = auctions.data?.stats;

  const run = (a: AuctionView, kind: 'start' | 'end') =>
    action.mutate(
      { id: a.id, action: kind },
      {
        onSuccess: () =>
          toastSuccess(t(kind === 'start' ? 'admin.startedTitle' : 'admin.endedTitle'), t(`admin.${kind}ed`)),
        onError: (err) => toastError(t('admin.failedTitle'), apiErrorMessage(err, t(`admin.${kind}Failed`))),
      },
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('admin.title')}</Title>
            <Text mt="xs">{t('admin.intro')}</Text>
          </div>
          <Button onClick={() => setCreating(true)}>{t('admin.create')}</Button>
        </Group>
        {stats && (
          <SimpleGrid cols={{ base: 2, md: 4 }} aria-live="polite">
            {(['total', 'active', 'pending', 'completed'] as const).map((k) => (
              <Paper key={k} withBorder p="md">
                <Text size="sm" c="dimmed">
                  {t(`admin.stats.${k}`)}
                </Text>
                <Text fw={700} size="xl">
                  {stats[k]}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('admin.search')}
            placeholder={t('admin.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <NativeSelect
            label={t('admin.statusFilter')}
            data={[
              { value: '', label: t('admin.allStatuses') },
              ...AUCTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
          />
        </Group>
        {auctions.isPending && <Text role="status">{t('bidding.loading')}</Text>}
        {auctions.isError && (
          <Text role="alert" c="red.9">
            {apiErrorMessage(auctions.error, t('bidding.loadError'))}
          </Text>
        )}
        {auctions.data && auctions.data.auctions.length === 0 && (
          <Text role="status">{t('admin.empty')}</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {auctions.data?.auctions.map((a) => (
            <AuctionCard
              key={a.id}
              auction={a}
              offsetMs={offsetMs}
              headingLevel={2}
              onDetails={() => setView(a)}
            >
              {a.status === 'pending' && (
                <Button variant="light" loading={action.isPending} onClick={() => run(a, 'start')}>
                  {t('admin.startAction')}
                </Button>
              )}
              {a.status === 'active' && (
                <Button
                  variant="light"
                  color="red"
                  c="red.9"
                  loading={action.isPending}
                  onClick={() => run(a, 'end')}
                >
                  {t('admin.endAction')}
                </Button>
              )}
              {a.outcome && (
                <Text size="sm" fw={600}>
                  {t(`admin.outcome.${a.outcome}`)}
                </Text>
              )}
              {a.outcome && a.outcome !== 'sold' && (a.scrapValue ?? null) === null && (
                <Button variant="light" onClick={() => setScrapping(a)}>
                  {t('admin.scrap')}
                </Button>
              )}
              {(a.scrapValue ?? null) !== null && (
                <Text size="sm">
                  {t('admin.scrapDone', { amount: formatMoney(a.scrapValue!, language) })}
                </Text>
              )}
              {(a.scrapValue ?? null) !== null && (
                <Button variant="light" onClick={() => setRecycling(a)}>
                  {t('money:recycling.action')}
                </Button>
              )}
            </AuctionCard>
          ))}
        </SimpleGrid>
      </Stack>
      <AuctionDetailsDialog auction={view} onClose={() => setView(null)} />
      <CreateAuctionDialog opened={creating} onClose={() => setCreating(false)} />
      <ScrapDialog auction={scrapping} onClose={() => setScrapping(null)} />
      <RecyclingDialog auction={recycling} onClose={() => setRecycling(null)} />
    </Container>
  );
}
