import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@shared/auctions/auction.schemas';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLastValue } from '@client/ui/useLastValue';

/** Send for scrap: an unsold vehicle's scrap sale becomes the donation's value; the donor is told. */
export function ScrapDialog({ auction: current, onClose }: { auction: AuctionView | null; onClose(): void }) {
  const { t } = useTranslation('auctions');
  const auction = useLastValue(current);
  const client = useQueryClient();
  const [value, setValue] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const scrap = useMutation({
    mutationFn: (p: { id: number; scrapValue: number }) =>
      apiRequest<AuctionView>('PATCH', `/api/auctions/${p.id}/scrap`, { scrapValue: p.scrapValue }),
    onSuccess: () =>
      client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes('/auctions') }),
  });
  if (!auction) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (value === '' || Number(value) <= 0) {
      setError(t('validation.scrapValueRequired'));
      return;
    }
    setError(null);
    scrap.mutate(
      { id: auction.id, scrapValue: Number(value) },
      {
        onSuccess: () => {
          toastSuccess(t('admin.scrappedTitle'), t('admin.scrapped'));
          setValue('');
          onClose();
        },
        onError: (err) => {
          const message = apiErrorMessage(err, t('admin.scrapFailed'));
          setError(
            err instanceof ApiError && err.fieldErrors?.scrapValue ? err.fieldErrors.scrapValue : message,
          );
          toastError(t('admin.failedTitle'), message);
        },
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={t('admin.scrapTitle')}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('admin.scrapIntro')}</Text>
          <NumberInput
            required
            label={t('admin.scrapValue')}
            min={0.01}
            decimalScale={2}
            value={value}
            onChange={setValue}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bidding.cancel')}
            </Button>
            <SubmitButton
              pending={scrap.isPending}
              label={t('admin.scrapSubmit')}
              pendingLabel={t('admin.scrapping')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
