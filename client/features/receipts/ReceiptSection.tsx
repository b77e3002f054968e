import '@mantine/core/styles/Divider.css';
import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDonationReceipts } from './api';
import { ReceiptDetails } from './ReceiptDetails';
import { ReceiptForm } from './ReceiptForm';

/**
 * The tax receipt block of the staff dashboard's side panel: the current receipt, the form that
 * issues it (or cancels and replaces it), and the cancelled receipts, each with its stored PDF.
 * `onChanged` runs after a receipt is issued or replaced, so the panel can reload the donation.
 * Its heading is an h3 (the panel's own title being an h2); `headingOrder` changes that. Pass the
 * donation's `updatedAt` as `version` so an edit that keeps the status (a new value, an appraiser)
 * refreshes what the next receipt would say.
 */
export function ReceiptSection({
  donationId,
  status,
  onChanged,
  headingOrder = 3,
  version,
}: {
  donationId: number;
  status: string;
  onChanged: () => void;
  headingOrder?: 2 | 3 | 4;
  version?: string | number;
}) {
  const subOrder = (headingOrder + 1) as 3 | 4 | 5;
  const { t } = useTranslation('receipts');
  const headingId = useId();
  const query = useDonationReceipts(donationId, `${status}:${version ?? ''}`);

  let body;
  if (query.isPending) {
    body = <Text role="status">{t('section.loading')}</Text>;
  } else if (query.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text role="alert" c="red.9">
          {t('section.loadError')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void query.refetch()}>
          {t('section.retry')}
        </Button>
      </Stack>
    );
  } else {
    const { receipts, proposed } = query.data;
    const current = receipts.find((r) => r.status === 'issued');
    const cancelled = receipts.filter((r) => r.status === 'cancelled');
    body = (
      <Stack gap="md">
        {current ? (
          <section aria-label={t('section.current')}>
            <ReceiptDetails receipt={current} />
          </section>
        ) : (
          <Text>{t('section.none')}</Text>
        )}
        {/* Keyed by mode and value: a new proposal starts a fresh form with its own prefill. */}
        <ReceiptForm
          key={`${proposed.mode}-${proposed.fairMarketValue}-${receipts.length}`}
          donationId={donationId}
          proposed={proposed}
          onChanged={onChanged}
          headingOrder={subOrder}
        />
        {cancelled.length > 0 && (
          <Stack gap="sm">
            <Divider />
            <Title order={subOrder}>{t('section.cancelledTitle')}</Title>
            {cancelled.map((r) => (
              <ReceiptDetails key={r.receiptNumber} receipt={r} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} id={headingId}>
        {t('section.title')}
      </Title>
      {body}
    </Stack>
  );
}
