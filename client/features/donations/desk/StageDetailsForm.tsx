import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateDetails, type DonationDetail } from './api';
import { DeskSection } from './DeskSection';
import { PickupFields } from './PickupFields';
import { saveStage } from './saveStage';
import { stageValuesFrom, toPickupRequest, toValuationRequest, type StageValues } from './stageForm';
import { ValuationFields } from './ValuationFields';
import { reached, valuationEditable } from '@shared/donations/stage-requirements';

interface Values extends StageValues {
  receiptDeclined: boolean;
}

/**
 * Corrects the pickup (a reschedule e-mails the donor) and, once the vehicle is picked up, the
 * valuation and whether the donor declined a receipt. Locked once a receipt is issued: the receipt
 * printed these facts and is corrected by a replacement.
 */
export function StageDetailsForm({ donation }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const update = useUpdateDetails(donation.id);
  const form = useForm<Values>({
    initialValues: { ...stageValuesFrom(donation), receiptDeclined: donation.receiptDeclined },
  });
  const status = donation.status;
  const showValuation = valuationEditable(status);

  const submit = form.onSubmit(async (v) => {
    const body = {
      pickup: toPickupRequest(v.pickup),
      ...(showValuation
        ? { valuation: toValuationRequest(v.valuation), receiptDeclined: v.receiptDeclined }
        : {}),
    };
    await saveStage(() => update.mutateAsync(body), form.setErrors, {
      savedTitle: t('toast.detailsSavedTitle'),
      saved: t('toast.detailsSaved'),
      failed: t('toast.detailsFailed'),
    });
  });

  let content;
  if (donation.receiptIssued || status === 'receipt_issued') {
    content = <Text>{t('details.locked')}</Text>;
  } else if (status === 'cancelled') {
    content = <Text>{t('details.cancelled')}</Text>;
  } else if (!reached(status, 'pickup_scheduled')) {
    content = <Text>{t('details.notYet')}</Text>;
  } else {
    content = (
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {status === 'pickup_scheduled' && <Text size="sm">{t('details.rescheduleNote')}</Text>}
          <PickupFields inputProps={(f) => form.getInputProps(`pickup.${f}`)} />
          {showValuation && (
            <>
              <ValuationFields
                inputProps={(f) => form.getInputProps(`valuation.${f}`)}
                values={form.values.valuation}
              />
              <Checkbox
                label={t('details.receiptDeclined')}
                description={t('details.receiptDeclinedHelp')}
                {...form.getInputProps('receiptDeclined', { type: 'checkbox' })}
              />
            </>
          )}
          <Button
            type="submit"
            variant="default"
            loading={update.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('details.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return <DeskSection title={t('details.title')}>{content}</DeskSection>;
}
