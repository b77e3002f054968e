import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '@shared/auctions/bidding';

/** "2 d 3 h left", "3 h 30 min left", "12 min left" or "Auction ended", kept current every 15 s. */
export function TimeLeft({ end, offsetMs = 0 }: { end: string; offsetMs?: number }) {
  const { t } = useTranslation('auctions');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(end, new Date(now + offsetMs));
  const text = left.kind === 'ended' ? t('time.ended') : t(`time.${left.kind}`, left);
  return (
    <Text size="sm" fw={600} c={left.kind === 'minutes' || left.kind === 'ended' ? 'red.9' : undefined}>
      {text}
    </Text>
  );
}
