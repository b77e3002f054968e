import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime, formatMoney } from '@client/lib/format';
import type { BidView } from './api';

/** The latest 5 bids, highest first; a dealer sees "You" or an anonymous bidder number. */
export function LatestBids({ bids }: { bids: BidView[] | undefined }) {
  const { t } = useTranslation('auctions');
  const { language } = useLanguage();
  if (!bids) return <Text role="status">{t('bids.loading')}</Text>;
  if (bids.length === 0) return <Text role="status">{t('bids.empty')}</Text>;
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label={t('bids.title')}>
      {bids.map((b) => {
        const who =
          b.bidder === 'you'
            ? t('bids.you')
            : b.bidder.startsWith('bidder-')
              ? t('bids.bidder', { n: b.bidder.slice(7) })
              : b.bidder;
        return (
          <List.Item key={b.id}>
            <Text span fw={700}>
              {formatMoney(b.bidAmount, language)}
            </Text>{' '}
            · {who} · {formatDateTime(b.bidDate, language)}
          </List.Item>
        );
      })}
    </List>
  );
}
