import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionView } from '@shared/auctions/auction.schemas';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { uploadForm } from '@client/lib/upload';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLastValue } from '@client/ui/useLastValue';

/** Proof of recycling of a scrapped vehicle: the recycler, its licence, the certificate and its scan. */
export function RecyclingDialog({
  auction: current,
  onClose,
}: {
  auction: AuctionView | null;
  onClose(): void;
}) {
  const { t } = useTranslation(['money', 'auctions']);
  const auction = useLastValue(current);
  const [v, setV] = useState({
    recyclerName: '',
    recyclerLicence: '',
    certificateNumber: '',
    certificateDate: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  if (!auction) return null;
  const field = (k: keyof typeof v) => ({
    value: v[k],
    error: errors[k],
    // Read the value now: the updater runs after the event, when currentTarget is null (the page crashed).
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setV((o) => ({ ...o, [k]: value }));
    },
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const url = `/api/admin/donations/${auction.donationId}/recycling`;
      await apiRequest('PUT', url, v);
      if (file) {
        const form = new FormData();
        form.append('file', file);
        await uploadForm(`${url}/scan`, form);
      }
      toastSuccess(t('money:recycling.savedTitle'), t('money:recycling.saved'));
      setErrors({});
      onClose();
    } catch (err) {
      setErrors(err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {});
      toastError(t('money:admin.failedTitle'), apiErrorMessage(err, t('money:admin.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={t('money:recycling.title')}
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <Text size="sm">{t('money:recycling.intro')}</Text>
          <TextInput
            required
            label={t('money:recycling.recyclerName')}
            {...field('recyclerName')}
            data-autofocus
          />
          <TextInput label={t('money:recycling.recyclerLicence')} {...field('recyclerLicence')} />
          <TextInput
            required
            label={t('money:recycling.certificateNumber')}
            {...field('certificateNumber')}
          />
          <TextInput
            required
            type="date"
            label={t('money:recycling.certificateDate')}
            {...field('certificateDate')}
          />
          <FileInput
            label={t('money:recycling.scan')}
            description={t('money:recycling.scanHint')}
            accept="application/pdf,image/jpeg,image/png"
            clearable
            clearButtonProps={{ 'aria-label': t('money:recycling.clearScan') }}
            value={file}
            onChange={setFile}
            error={errors.file}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('auctions:bidding.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              label={t('money:recycling.submit')}
              pendingLabel={t('money:admin.saving')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
