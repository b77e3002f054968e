import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Select } from '@client/ui/Select';
import layout from '@client/ui/layout.module.css';
import type { ValuationFormValues } from './valuationFormModel';
import { AcquisitionDateFields } from './AcquisitionDateFields';

/**
 * Who gives and when they acquired the vehicle (optional): a corporation is told a deduction applies
 * instead of a credit, and the "recently acquired" hint (ITA 248(35)) follows the acquisition date.
 */
export function DonorContextFields({
  form,
  minYear,
  currentYear,
}: {
  form: UseFormReturnType<ValuationFormValues>;
  minYear: number;
  currentYear: number;
}) {
  const { t } = useTranslation('valuation');
  return (
    <div className={layout.fields3}>
      <Select
        label={t('form.donorType')}
        data={[
          { value: 'individual', label: t('form.donorTypes.individual') },
          { value: 'corporation', label: t('form.donorTypes.corporation') },
        ]}
        allowDeselect={false}
        key={form.key('donorType')}
        {...form.getInputProps('donorType')}
      />
      <AcquisitionDateFields
        form={form}
        labels="valuation:form"
        minYear={minYear}
        currentYear={currentYear}
        description={t('form.acquisitionHelp')}
      />
    </div>
  );
}
