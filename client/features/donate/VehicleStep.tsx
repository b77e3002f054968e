import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox } from '@mantine/core';
import { Select } from '@client/ui/Select';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '@shared/vehicles/catalogue';
import { ProvinceSelect } from './ProvinceSelect';
import type { WizardValues } from './wizardModel';
import { VehicleFields } from '@client/features/vehicles/VehicleFields';
import { SubmitButton } from '@client/ui/SubmitButton';
import layout from '@client/ui/layout.module.css';

interface VehicleStepProps {
  form: UseFormReturnType<WizardValues>;
  minYear: number;
  currentYear: number;
  submitting: boolean;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
}

/** Step 1: the vehicle. Validation and the valuation call belong to the wizard. */
export function VehicleStep({ form, minYear, currentYear, submitting, onSubmit }: VehicleStepProps) {
  const { t } = useTranslation(['donate', 'domain']);
  const types = VEHICLE_TYPES.map((v) => ({ value: v, label: t(`domain:vehicleType.${v}`) }));
  const common = { allowDeselect: false, nothingFoundMessage: t('vehicle.nothingFound') } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="vehicle-step-heading">
      <div className={layout.stack}>
        <div className={layout.fields2}>
          <Select
            label={t('vehicle.vehicleType')}
            data={types}
            required
            {...common}
            key={form.key('vehicleType')}
            {...form.getInputProps('vehicleType')}
          />
          <VehicleFields
            form={form}
            minYear={minYear}
            currentYear={currentYear}
            labels="donate:vehicle"
            vehicleType={form.values.vehicleType}
          >
            <ProvinceSelect
              label={t('vehicle.province')}
              key={form.key('province')}
              {...form.getInputProps('province')}
            />
          </VehicleFields>
        </div>
        {(form.values.vinConfirmed || confirmable(form.errors.vin, t)) && (
          <Checkbox
            label={t('vehicle.vinConfirm')}
            key={form.key('vinConfirmed')}
            {...form.getInputProps('vinConfirmed', { type: 'checkbox' })}
          />
        )}
        <Checkbox
          label={t('vehicle.hasAccidents')}
          key={form.key('hasAccidents')}
          {...form.getInputProps('hasAccidents', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('vehicle.hasLienOrFinance')}
          key={form.key('hasLienOrFinance')}
          {...form.getInputProps('hasLienOrFinance', { type: 'checkbox' })}
        />
        <SubmitButton
          size="md"
          pending={submitting}
          label={t('vehicle.submit')}
          pendingLabel={t('vehicle.submitting')}
        />
      </div>
    </form>
  );
}

/** The VIN message is a warning the donor may confirm (an import, before 1981, a boat's hull number). */
function confirmable(error: unknown, t: (key: string) => string): boolean {
  return (
    typeof error === 'string' &&
    [t('validation:vinCheckDigitConfirm'), t('validation:hinConfirm')].includes(error)
  );
}
