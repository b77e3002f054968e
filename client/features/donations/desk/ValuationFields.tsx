import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { AcquisitionFields } from './AcquisitionFields';
import { needsBasis, type ValuationValues } from './stageForm';

export type InputProps = (field: keyof ValuationValues) => GetInputPropsReturnType;

/**
 * The fair market value, any advantage to the donor, and from $1,000 the basis of the value: an
 * appraiser (name and address, printed on the receipt) or the evidence (an auction result...).
 */
export function ValuationFields({ inputProps, values }: { inputProps: InputProps; values: ValuationValues }) {
  const { t } = useTranslation('staff');
  const { language } = useLanguage();
  const amountFormat = {
    min: 0,
    decimalScale: 2,
    decimalSeparator: language === 'fr' ? ',' : '.',
    thousandSeparator: language === 'fr' ? ' ' : ',',
    leftSection: language === 'fr' ? undefined : '$',
    rightSection: language === 'fr' ? '$' : undefined,
  };
  const basisRequired = needsBasis(values);
  return (
    <Fieldset legend={t('valuation.legend')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('valuation.finalValue')}
          required
          {...amountFormat}
          {...inputProps('finalValue')}
        />
        <NumberInput
          label={t('valuation.advantageAmount')}
          description={t('valuation.advantageHelp')}
          {...amountFormat}
          {...inputProps('advantageAmount')}
        />
      </SimpleGrid>
      <NativeSelect
        mt="sm"
        label={t('valuation.basis')}
        description={t('valuation.basisHelp')}
        required={basisRequired}
        data={[
          { value: '', label: t('valuation.basisNone') },
          { value: 'appraisal', label: t('valuation.basisAppraisal') },
          { value: 'evidence', label: t('valuation.basisEvidence') },
        ]}
        {...inputProps('valuationBasis')}
      />
      {values.valuationBasis === 'appraisal' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          <TextInput label={t('valuation.appraiserName')} required {...inputProps('appraiserName')} />
          <TextInput label={t('valuation.appraiserAddress')} required {...inputProps('appraiserAddress')} />
        </SimpleGrid>
      )}
      {values.valuationBasis === 'evidence' && (
        <Textarea
          mt="sm"
          label={t('valuation.evidence')}
          description={t('valuation.evidenceHelp')}
          required
          autosize
          minRows={2}
          {...inputProps('valuationEvidence')}
        />
      )}
      <Textarea mt="sm" label={t('valuation.notes')} autosize minRows={2} {...inputProps('valuationNotes')} />
      <Fieldset mt="sm" legend={t('valuation.recipientLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('valuation.donorType')}
            data={[
              { value: 'individual', label: t('valuation.donorTypeIndividual') },
              { value: 'corporation', label: t('valuation.donorTypeCorporation') },
            ]}
            {...inputProps('donorType')}
          />
          {values.donorType === 'corporation' && (
            <TextInput
              label={t('valuation.corporationName')}
              description={t('valuation.corporationNameHelp')}
              required
              {...inputProps('corporationName')}
            />
          )}
        </SimpleGrid>
      </Fieldset>
      <AcquisitionFields inputProps={inputProps} amountFormat={amountFormat} />
    </Fieldset>
  );
}
