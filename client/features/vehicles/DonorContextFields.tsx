import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Select } from '@client/ui/Select';
import layout from '@client/ui/layout.module.css';
import { monthOptions, type ValuationFormValues } from './valuationFormModel';

/**
 * Who gives and when they acquired the vehicle (optional): a corporation is told a deduction applies
 * instead of a credit, and the "recently acquired" hint (ITA 248(35)) follows the acquisition date.
 */
export function DonorContextFields({
  form,
  currentYear,
}: {
  form: UseFormReturnType<ValuationFormValues>;
  currentYear: number;
}) {
  const { t, i18n } = useTranslation('valuation');
  const months = monthOptions(i18n.language === 'fr');
  const years = Array.from({ length: 40 }, (_, i) => String(currentYear - i));
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
      <Select
        label={t('form.acquisitionYear')}
        description={t('form.acquisitionHelp')}
        data={years}
        searchable
        clearable
        key={form.key('acquisitionYear')}
        {...form.getInputProps('acquisitionYear')}
        value={form.values.acquisitionYear || null}
        onChange={(value) => form.setFieldValue('acquisitionYear', value ?? '')}
      />
      <Select
        label={t('form.acquisitionMonth')}
        data={months}
        clearable
        key={form.key('acquisitionMonth')}
        {...form.getInputProps('acquisitionMonth')}
        value={form.values.acquisitionMonth || null}
        onChange={(value) => form.setFieldValue('acquisitionMonth', value ?? '')}
      />
    </div>
  );
}
