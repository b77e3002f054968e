import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@client/ui/fields';
import { Select } from '@client/ui/Select';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BOAT_LENGTH_FT, BOAT_TYPES, RV_CLASSES, TITLE_BRANDS } from '@shared/vehicles/catalogue';
import { renderHinted, type HintedOption } from './vehicleOptions';
import { detailsQuestion, isBoat, type VehicleDetailsValues } from './vehicleDetails';

interface VehicleDetailsFieldsProps<T extends VehicleDetailsValues> {
  form: UseFormReturnType<T>;
  /** Where the labels live: `donate:vehicle` (wizard) or `valuation:form` (calculator). */
  labels: 'donate:vehicle' | 'valuation:form';
}

/**
 * The title brand (every vehicle), the RV's class or the boat's length when the model needs it for its
 * price, and a boat's type (it describes the boat on the receipt). Rendered inside the form's grid.
 */
export function VehicleDetailsFields<T extends VehicleDetailsValues>({
  form,
  labels,
}: VehicleDetailsFieldsProps<T>) {
  const { t } = useTranslation(['donate', 'valuation', 'domain']);
  const question = detailsQuestion(form.values);
  const common = { allowDeselect: false, nothingFoundMessage: t(`${labels}.nothingFound`) } as const;
  const brands: HintedOption[] = TITLE_BRANDS.map((brand) => ({
    value: brand,
    label: t(`domain:titleBrand.${brand}`),
    hint: t(`domain:titleBrandHint.${brand}`),
  }));
  const rvClasses = RV_CLASSES.map((rv) => ({ value: rv, label: t(`domain:rvClass.${rv}`) }));
  const boatTypes = BOAT_TYPES.map((type) => ({ value: type, label: t(`domain:boatType.${type}`) }));

  return (
    <>
      <Select
        label={t(`${labels}.titleBrand`)}
        data={brands}
        renderOption={renderHinted}
        {...common}
        key={form.key('titleBrand')}
        {...form.getInputProps('titleBrand')}
      />
      {question === 'rvClass' && (
        <Select
          label={t(`${labels}.rvClass`)}
          placeholder={t(`${labels}.rvClassPlaceholder`)}
          data={rvClasses}
          {...common}
          key={form.key('rvClass')}
          {...form.getInputProps('rvClass')}
        />
      )}
      {question === 'boatLength' && (
        <NumberInput
          label={t(`${labels}.boatLengthFt`)}
          description={t(`${labels}.boatLengthHelp`)}
          min={BOAT_LENGTH_FT.min}
          max={BOAT_LENGTH_FT.max}
          allowDecimal={false}
          allowNegative={false}
          key={form.key('boatLengthFt')}
          {...form.getInputProps('boatLengthFt')}
        />
      )}
      {isBoat(form.values) && (
        <Select
          label={t(`${labels}.boatType`)}
          placeholder={t(`${labels}.boatTypePlaceholder`)}
          data={boatTypes}
          {...common}
          key={form.key('boatType')}
          {...form.getInputProps('boatType')}
        />
      )}
    </>
  );
}
