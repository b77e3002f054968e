import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateStatus, type DonationDetail, type UpdateStatusRequest } from './api';
import { DeskSection } from './DeskSection';
import { PickupFields } from './PickupFields';
import { saveStage } from './saveStage';
import { stageValuesFrom, toPickupRequest, toValuationRequest, type StageValues } from './stageForm';
import { ValuationFields } from './ValuationFields';
import { detailsAskedFor } from '@shared/donations/stage-requirements';
import { isDonationStatus } from '@shared/donations/status-machine';

interface Values extends StageValues {
  status: string;
  notes: string;
}

/**
 * Update Status: only the moves the server will accept for this user are offered. Scheduling asks
 * for the pickup, valuing for the value, both sent with the move in one request.
 */
export function StatusUpdateForm({ donation }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const update = useUpdateStatus(donation.id);
  const form = useForm<Values>({
    initialValues: { status: '', notes: '', ...stageValuesFrom(donation) },
    validate: {
      status: (v) => (v ? null : t('statusForm.statusRequired')),
      notes: (v, values) =>
        moveTo(values.status)?.noteRequired && !v.trim() ? t('statusForm.noteRequired') : null,
    },
  });
  const moves = donation.legalNextStatuses;
  const moveTo = (status: string) => moves.find((m) => m.status === status);
  const target = form.values.status;
  // What the chosen move asks for (shared/donations/stage-requirements.ts, as the server checks it).
  const asked = isDonationStatus(target) ? detailsAskedFor(target) : null;

  const submit = form.onSubmit(async (v) => {
    const body: UpdateStatusRequest = {
      status: v.status as UpdateStatusRequest['status'],
      notes: v.notes.trim() || null,
      expectedUpdatedAt: donation.updatedAt,
    };
    const asked = detailsAskedFor(body.status);
    if (asked.pickup === 'full') body.pickup = toPickupRequest(v.pickup);
    if (asked.pickup === 'dateOnly' && v.pickup.pickupDate) body.pickup = { pickupDate: v.pickup.pickupDate };
    if (asked.valuation) body.valuation = toValuationRequest(v.valuation);
    await saveStage(() => update.mutateAsync(body), form.setErrors, {
      savedTitle: t('toast.statusUpdatedTitle'),
      saved: t('toast.statusUpdated'),
      failed: t('toast.statusFailed'),
    });
  });

  const options = [
    { value: '', label: t('statusForm.choose') },
    ...moves.map((m) => ({
      value: m.status,
      label:
        m.direction === 'backward'
          ? t('statusForm.correction', { status: t(`domain:status.${m.status}`) })
          : t(`domain:status.${m.status}`),
    })),
  ];

  return (
    <DeskSection title={t('statusForm.title')}>
      {moves.length === 0 ? (
        <Text>{t('statusForm.noMoves')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={t('statusForm.newStatus')}
              required
              data={options}
              {...form.getInputProps('status')}
            />
            {asked?.pickup && (
              <PickupFields
                onlyDate={asked.pickup === 'dateOnly'}
                inputProps={(f) => form.getInputProps(`pickup.${f}`)}
              />
            )}
            {asked?.valuation && (
              <ValuationFields
                inputProps={(f) => form.getInputProps(`valuation.${f}`)}
                values={form.values.valuation}
              />
            )}
            <Textarea
              label={t('statusForm.notes')}
              description={moveTo(target)?.noteRequired ? t('statusForm.noteHelp') : undefined}
              required={moveTo(target)?.noteRequired}
              autosize
              minRows={2}
              {...form.getInputProps('notes')}
            />
            <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('statusForm.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </DeskSection>
  );
}
