import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_BID_STEPS, SNIPE_WINDOW_MS } from '@shared/auctions/bidding';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { formatMoney } from '@client/lib/format';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useBids, usePlaceBid, type AuctionView } from './api';
import { vehicleTitle } from './AuctionCard';
import { LatestBids } from './LatestBids';
import { TimeLeft } from './TimeLeft';
import { useLastValue } from '@client/ui/useLastValue';

/** Place Bid: the bid to beat, quick bids over it, the latest 5 bids, kept live while open. */
export function PlaceBidDialog({
  auction: current,
  offsetMs,
  onClose,
}: {
  auction: AuctionView | null;
  offsetMs: number;
  onClose(): void;
}) {
  const { t } = useTranslation('auctions');
  const auction = useLastValue(current);
  const { language } = useLanguage();
  const bids = useBids(current?.id ?? null);
  const place = usePlaceBid();
  const [amount, setAmount] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const live = bids.data?.auction ?? auction;

  useEffect(() => {
    setAmount('');
    setNotes('');
    setError(null);
  }, [auction?.id]);

  if (!auction || !live) return null;
  const required = live.requiredBid;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (amount === '' || amount === null) {
      setError(t('validation.bidRequired'));
      inputRef.current?.focus();
      return;
    }
    if (Number(amount) < required) {
      setError(t('errors.bidTooLow', { amount: formatMoney(required, language) }));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    place.mutate(
      { auctionId: auction.id, bidAmount: Number(amount), notes: notes || undefined },
      {
        onSuccess: (res) => {
          toastSuccess(
            t('bidding.placedTitle'),
            res.extended ? t('bidding.placedExtended') : t('bidding.placed'),
          );
          onClose();
        },
        onError: (err) => {
          const message = apiErrorMessage(err, t('bidding.failed'));
          if (err instanceof ApiError && err.fieldErrors?.bidAmount) setError(err.fieldErrors.bidAmount);
          else setError(message);
          toastError(t('bidding.failedTitle'), message);
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={t('bidding.dialogTitle', { vehicle: vehicleTitle(t, live) })}
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            <div>
              <Text size="xs" c="dimmed">
                {t('card.highBid')}
              </Text>
              <Text fw={700} aria-live="polite">
                {live.bidCount > 0 ? formatMoney(live.currentHighBid, language) : t('card.noBids')}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('card.timeLeft')}
              </Text>
              <TimeLeft end={live.endDate} offsetMs={offsetMs} />
            </div>
          </Group>
          <Text size="sm">{t('bidding.antiSnipe', { minutes: SNIPE_WINDOW_MS / 60_000 })}</Text>
          <NumberInput
            ref={inputRef}
            label={t('bidding.amount')}
            description={t('bidding.required', { amount: formatMoney(required, language) })}
            required
            min={required}
            // The bid is what the dealer typed: a lower amount is refused on submit, never raised to the minimum.
            clampBehavior="none"
            decimalScale={2}
            prefix={language === 'fr' ? undefined : '$'}
            suffix={language === 'fr' ? ' $' : undefined}
            thousandSeparator={language === 'fr' ? ' ' : ','}
            decimalSeparator={language === 'fr' ? ',' : '.'}
            value={amount}
            onChange={setAmount}
            error={error}
          />
          <div>
            <Text size="sm" fw={500} id="quick-bids">
              {t('bidding.quick')}
            </Text>
            <Group gap="xs" mt={4} role="group" aria-labelledby="quick-bids">
              {QUICK_BID_STEPS.map((step) => {
                const value = Math.round((required + step) * 100) / 100;
                return (
                  <Button key={step} size="xs" variant="light" onClick={() => setAmount(value)}>
                    {formatMoney(value, language)}
                  </Button>
                );
              })}
            </Group>
          </div>
          <Textarea
            label={t('bidding.notes')}
            autosize
            minRows={2}
            maxLength={500}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <div>
            <Title order={3} size="h5">
              {t('bids.title')}
            </Title>
            <LatestBids bids={bids.data?.bids} />
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bidding.cancel')}
            </Button>
            <SubmitButton
              pending={place.isPending}
              label={t('card.placeBid')}
              pendingLabel={t('bidding.placing')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
