import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox } from '@mantine/core';
import { Textarea } from '@client/ui/fields';
import { Select } from '@client/ui/Select';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { sortByLabel } from '@client/lib/format';
import { PROVINCE_CODES, provinceLabelKey } from '@shared/geo/provinces';
import { ACCIDENT_LEVELS, SERVICE_HISTORY_LEVELS } from '@shared/vehicles/catalogue';
import type { ValuationFormValues } from './valuationFormModel';
import { renderHinted, type HintedOption } from './vehicleOptions';
import { VehicleFields } from './VehicleFields';
import { DonorContextFields } from './DonorContextFields';
import { SubmitButton } from '@client/ui/SubmitButton';
import layout from '@client/ui/layout.module.css';

interface ValuationFormProps {
  form: UseFormReturnType<ValuationFormValues>;
  minYear: number;
  currentYear: number;
  submitting: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
}

/** The calculator's vehicle form (spec §5); validation and submission belong to the page. */
export function ValuationForm({ form, minYear, currentYear, submitting, onSubmit }: ValuationFormProps) {
  const { t } = useTranslation(['valuation', 'domain']);
  const accidents: HintedOption[] = ACCIDENT_LEVELS.map((a) => ({
    value: a,
    label: t(`domain:accidents.${a}`),
  }));
  const service: HintedOption[] = SERVICE_HISTORY_LEVELS.map((s) => ({
    value: s,
    label: t(`domain:serviceHistory.${s}`),
    hint: t(`valuation:options.serviceHistoryHint.${s}`),
  }));
  const provinces: HintedOption[] = sortByLabel(
    PROVINCE_CODES.map((p) => ({ value: p, label: t(provinceLabelKey(p)) })),
  );

  const selectCommon = { allowDeselect: false, nothingFoundMessage: t('form.nothingFound') } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.title')}>
      <div className={layout.stack}>
        <div className={layout.fields2}>
          <VehicleFields form={form} minYear={minYear} currentYear={currentYear} labels="valuation:form">
            <Select
              label={t('form.location')}
              data={provinces}
              required
              {...selectCommon}
              key={form.key('location')}
              {...form.getInputProps('location')}
            />
            <Select
              label={t('form.accidents')}
              data={accidents}
              {...selectCommon}
              key={form.key('accidents')}
              {...form.getInputProps('accidents')}
            />
            <Select
              label={t('form.serviceHistory')}
              data={service}
              renderOption={renderHinted}
              {...selectCommon}
              key={form.key('serviceHistory')}
              {...form.getInputProps('serviceHistory')}
            />
          </VehicleFields>
        </div>
        <Textarea
          label={t('form.modifications')}
          placeholder={t('form.modificationsPlaceholder')}
          autosize
          minRows={2}
          maxLength={500}
          key={form.key('modifications')}
          {...form.getInputProps('modifications')}
        />
        <Checkbox
          label={t('form.hasLienOrFinance')}
          key={form.key('hasLienOrFinance')}
          {...form.getInputProps('hasLienOrFinance', { type: 'checkbox' })}
        />
        <DonorContextFields form={form} minYear={minYear} currentYear={currentYear} />
        <SubmitButton
          size="md"
          pending={submitting}
          label={t('form.submit')}
          pendingLabel={t('form.submitting')}
        />
      </div>
    </form>
  );
}
