import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AUCTION_DAYS, DEFAULT_MINIMUM_BID_CENTS } from '@shared/auctions/bidding';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { useCreateAuction, useEligibleDonations } from './api';

/** "2026-11-23T14:30" in the browser's time zone, for a datetime-local field. */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

interface Values {
  donationId: string;
  startDate: string;
  endDate: string;
  minimumBid: number | string;
  reservePrice: number | string;
  vehicleLocation: string;
  pickupInstructions: string;
  notes: string;
}

/** Create Auction: only picked-up donations without an auction; 7 days from now and $500 by default. */
export function CreateAuctionDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('auctions');
  const eligible = useEligibleDonations(opened);
  const create = useCreateAuction();
  const formRef = useRef<HTMLFormElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const now = new Date();
  const form = useForm<Values>({
    initialValues: {
      donationId: '',
      startDate: localInput(now),
      endDate: localInput(new Date(now.getTime() + DEFAULT_AUCTION_DAYS * 86_400_000)),
      minimumBid: DEFAULT_MINIMUM_BID_CENTS / 100,
      reservePrice: '',
      vehicleLocation: '',
      pickupInstructions: '',
      notes: '',
    },
  });
  const donations = eligible.data?.donations ?? [];

  const submit = form.onSubmit((v) => {
    const errors: Record<string, string> = {};
    if (!v.donationId) errors.donationId = t('validation.donationRequired');
    if (!v.vehicleLocation.trim()) errors.vehicleLocation = t('validation.locationRequired');
    if (v.minimumBid === '' || v.minimumBid === null) errors.minimumBid = t('validation.minimumBidRequired');
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      showInvalid(errors, formRef.current);
      return;
    }
    create.mutate(
      {
        donationId: Number(v.donationId),
        startDate: new Date(v.startDate).toISOString(),
        endDate: new Date(v.endDate).toISOString(),
        minimumBid: Number(v.minimumBid),
        ...(v.reservePrice === '' ? {} : { reservePrice: Number(v.reservePrice) }),
        vehicleLocation: v.vehicleLocation,
        pickupInstructions: v.pickupInstructions,
        notes: v.notes,
      },
      {
        onSuccess: () => {
          toastSuccess(t('admin.createdTitle'), t('admin.created'));
          form.reset();
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors) {
            form.setErrors(err.fieldErrors);
            showInvalid(err.fieldErrors, formRef.current);
          }
          toastError(t('admin.failedTitle'), apiErrorMessage(err, t('admin.createFailed')));
        },
      },
    );
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={opened}
      onClose={onClose}
      title={t('admin.create')}
      size="lg"
    >
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          {eligible.data && donations.length === 0 && <Text role="status">{t('admin.noEligible')}</Text>}
          <NativeSelect
            required
            label={t('admin.donation')}
            description={t('admin.donationHint')}
            data={[
              { value: '', label: t('admin.chooseDonation') },
              ...donations.map((d) => ({
                value: String(d.id),
                label: `#${d.id} · ${t('vehicleName', { year: d.year, make: d.make, model: d.model })} · ${d.city}, ${d.province}`,
              })),
            ]}
            {...form.getInputProps('donationId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label={t('admin.start')} {...form.getInputProps('startDate')} />
            <TextInput type="datetime-local" label={t('admin.end')} {...form.getInputProps('endDate')} />
            <NumberInput
              required
              label={t('admin.minimumBid')}
              min={1}
              decimalScale={2}
              {...form.getInputProps('minimumBid')}
            />
            <NumberInput
              label={t('admin.reserve')}
              description={t('admin.reserveHint')}
              min={1}
              decimalScale={2}
              {...form.getInputProps('reservePrice')}
            />
          </SimpleGrid>
          <TextInput required label={t('admin.location')} {...form.getInputProps('vehicleLocation')} />
          <Textarea
            label={t('admin.pickup')}
            autosize
            minRows={2}
            {...form.getInputProps('pickupInstructions')}
          />
          <Textarea label={t('admin.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bidding.cancel')}
            </Button>
            <SubmitButton
              pending={create.isPending}
              label={t('admin.createSubmit')}
              pendingLabel={t('admin.creating')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
