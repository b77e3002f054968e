import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Select } from '@client/ui/Select';
import { monthOptions, yearOptions } from './valuationFormModel';

/** The vehicle's model year and when the donor acquired it, as both forms hold them. */
export interface AcquisitionDateValues {
  year: string;
  acquisitionYear: string;
  /** '1'..'12' or ''. */
  acquisitionMonth: string;
}

/**
 * The acquisition year and month (ITA 248(35)), optional, for the calculator and the wizard: the
 * years go back to the year before the vehicle's model year (the server's rule), else the minimum.
 */
export function AcquisitionDateFields<T extends AcquisitionDateValues>({
  form,
  labels,
  minYear,
  currentYear,
  description,
}: {
  form: UseFormReturnType<T>;
  /** Where the labels live: `donate:donor` (wizard) or `valuation:form` (calculator). */
  labels: 'donate:donor' | 'valuation:form';
  minYear: number;
  currentYear: number;
  description?: string;
}) {
  const { t, i18n } = useTranslation(['donate', 'valuation']);
  const set = form.setFieldValue as (path: string, value: string) => void;
  const modelYear = Number(form.values.year) || minYear;
  return (
    <>
      <Select
        label={t(`${labels}.acquisitionYear`)}
        description={description}
        data={yearOptions({ minYear: modelYear - 1, currentYear })}
        searchable
        clearable
        key={form.key('acquisitionYear')}
        {...form.getInputProps('acquisitionYear')}
        value={form.values.acquisitionYear || null}
        onChange={(value) => set('acquisitionYear', value ?? '')}
      />
      <Select
        label={t(`${labels}.acquisitionMonth`)}
        data={monthOptions(i18n.language.startsWith('fr'))}
        clearable
        key={form.key('acquisitionMonth')}
        {...form.getInputProps('acquisitionMonth')}
        value={form.values.acquisitionMonth || null}
        onChange={(value) => set('acquisitionMonth', value ?? '')}
      />
    </>
  );
}
