import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, TextInput } from '@client/ui/fields';
import { Select } from '@client/ui/Select';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { modelYearNotMade } from '@shared/vehicles/model-years';
import { useVehicleOptions } from './vehicleOptions';

/** The inputs both vehicle forms share; selects and text are strings, the mileage may be empty. */
export interface VehicleIdentityValues {
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: number | string;
}

interface VehicleIdentityFieldsProps<T extends VehicleIdentityValues> {
  form: UseFormReturnType<T>;
  minYear: number;
  currentYear: number;
  /** Where the labels live: `donate:vehicle` (wizard) or `valuation:form` (calculator). */
  labels: 'donate:vehicle' | 'valuation:form';
  /** The wizard's vehicle type: a boat's meter counts engine hours, not kilometres. */
  vehicleType?: string;
}

/** The meter field's label key: engine hours for a boat, kilometres otherwise. */
export const meterLabelKey = (vehicleType: string | undefined): 'engineHours' | 'mileage' =>
  vehicleType === 'boat' ? 'engineHours' : 'mileage';

/**
 * Year, make, model, trim and mileage, from the one catalogue: the model list is empty and disabled
 * until a make is chosen, and a new make clears the model (spec §2). Rendered inside the form's grid.
 */
export function VehicleIdentityFields<T extends VehicleIdentityValues>({
  form,
  minYear,
  currentYear,
  labels,
  vehicleType,
}: VehicleIdentityFieldsProps<T>) {
  const { t, i18n } = useTranslation(['donate', 'valuation', 'domain']);
  const l = (key: string) => t(`${labels}.${key}`);
  const make = form.values.make;
  const model = form.values.model;
  const { years, makes, models } = useVehicleOptions({ make, model, minYear, currentYear });
  const common = { allowDeselect: false, nothingFoundMessage: l('nothingFound') } as const;
  const set = form.setFieldValue as (path: string, value: string) => void;

  return (
    <>
      <Select
        label={l('year')}
        placeholder={l('yearPlaceholder')}
        data={years}
        searchable
        required
        {...common}
        key={form.key('year')}
        {...form.getInputProps('year')}
      />
      <Select
        label={l('make')}
        placeholder={l('makePlaceholder')}
        data={makes}
        searchable
        required
        {...common}
        key={form.key('make')}
        {...form.getInputProps('make')}
        onChange={(value) => {
          // A model belongs to its make: a new make clears it.
          set('make', value ?? '');
          set('model', '');
        }}
      />
      <Select
        label={l('model')}
        placeholder={make ? l('modelPlaceholder') : l('modelDisabledHint')}
        data={models}
        disabled={!make}
        searchable
        required
        {...common}
        key={form.key('model')}
        {...form.getInputProps('model')}
        onChange={(value) => {
          set('model', value ?? '');
          // A year the new model was not made in would vanish from the list: ask it again.
          const year = Number(form.values.year);
          if (value && year && modelYearNotMade(make, value, year) !== null) set('year', '');
        }}
      />
      <TextInput
        label={l('trim')}
        placeholder={l('trimPlaceholder')}
        maxLength={100}
        key={form.key('trim')}
        {...form.getInputProps('trim')}
      />
      <NumberInput
        label={l(meterLabelKey(vehicleType))}
        required
        min={0}
        allowNegative={false}
        allowDecimal={false}
        thousandSeparator={i18n.language.startsWith('fr') ? ' ' : ','}
        inputMode="numeric"
        key={form.key('mileage')}
        {...form.getInputProps('mileage')}
      />
    </>
  );
}
