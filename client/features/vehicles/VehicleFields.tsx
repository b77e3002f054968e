import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@client/ui/fields';
import { Select } from '@client/ui/Select';
import type { VehicleCondition } from '@shared/vehicles/catalogue';
import { VIN_LENGTH } from '@shared/validation/vin';
import { renderHinted, useVehicleOptions } from './vehicleOptions';
import type { VehicleDetailsValues } from './vehicleDetails';
import { VehicleDetailsFields } from './VehicleDetailsFields';
import { VehicleIdentityFields, type VehicleIdentityValues } from './VehicleIdentityFields';

/** What both vehicle forms ask about the vehicle itself. */
export interface VehicleFieldsValues extends VehicleIdentityValues, VehicleDetailsValues {
  condition: VehicleCondition;
  vin: string;
}

interface VehicleFieldsProps<T extends VehicleFieldsValues> {
  form: UseFormReturnType<T>;
  minYear: number;
  currentYear: number;
  /** Where the labels live: `donate:vehicle` (wizard) or `valuation:form` (calculator). */
  labels: 'donate:vehicle' | 'valuation:form';
  /** The wizard's vehicle type (a boat's meter counts engine hours). */
  vehicleType?: string;
  /** The form's own questions, between the vehicle's details and its VIN. */
  children?: ReactNode;
}

/**
 * The vehicle as the calculator and the donation wizard both ask it, one implementation: year, make,
 * model, trim, meter, condition with its meaning, title brand and size questions, then the VIN.
 * Rendered inside the form's grid.
 */
export function VehicleFields<T extends VehicleFieldsValues>({
  form,
  minYear,
  currentYear,
  labels,
  vehicleType,
  children,
}: VehicleFieldsProps<T>) {
  const { t } = useTranslation(['donate', 'valuation', 'domain']);
  const l = (key: string) => t(`${labels}.${key}`);
  const { conditions } = useVehicleOptions({ make: form.values.make, minYear, currentYear });
  return (
    <>
      <VehicleIdentityFields
        form={form}
        minYear={minYear}
        currentYear={currentYear}
        labels={labels}
        vehicleType={vehicleType}
      />
      <Select
        label={l('condition')}
        description={t(`domain:conditionHint.${form.values.condition}`)}
        data={conditions}
        renderOption={renderHinted}
        required
        allowDeselect={false}
        nothingFoundMessage={l('nothingFound')}
        key={form.key('condition')}
        {...form.getInputProps('condition')}
      />
      <VehicleDetailsFields form={form} labels={labels} />
      {children}
      <TextInput
        label={l('vin')}
        description={l('vinDescription')}
        maxLength={VIN_LENGTH}
        autoCapitalize="characters"
        spellCheck={false}
        key={form.key('vin')}
        {...form.getInputProps('vin')}
      />
    </>
  );
}
