import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useUpdateDetails, type DonationDetail } from './api';
import { PickupFields } from './PickupFields';
import {
  pickupValuesFrom,
  toFormErrors,
  toPickupRequest,
  toValuationRequest,
  valuationValuesFrom,
  type PickupValues,
  type ValuationValues,
} from './stageForm';
import { ValuationFields } from './ValuationFields';
import { reached, valuationEditable } from '@shared/donations/stage-requirements';

interface Values {
  pickup: PickupValues;
  valuation: ValuationValues;
  receiptDeclined: boolean;
}

/**
 * Corrects the pickup (a reschedule e-mails the donor) and, once the vehicle is picked up, the
 * valuation and whether the donor declined a receipt. Locked once a receipt is issued: the receipt
 * printed these facts and is corrected by a replacement.
 */
export function StageDetailsForm({ donation }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const update = useUpdateDetails(donation.id);
  const form = useForm<Values>({
    initialValues: {
      pickup: pickupValuesFrom(donation),
      valuation: valuationValuesFrom(donation),
      receiptDeclined: donation.receiptDeclined,
    },
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
    // mutateAsync: the panel re-renders this form from the saved record (its callbacks would be skipped).
    try {
      await update.mutateAsync(body);
      toastSuccess(t('toast.detailsSavedTitle'), t('toast.detailsSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) form.setErrors(toFormErrors(error.fieldErrors));
      toastError(t('toast.detailsFailed'), apiErrorMessage(error, t('toast.detailsFailed')));
    }
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

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {t('details.title')}
      </Title>
      {content}
    </Stack>
  );
}
