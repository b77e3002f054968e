import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import { Checkbox, Fieldset, NativeSelect, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import type { InputProps } from './ValuationFields';

/**
 * When and how the donor acquired the vehicle, and its cost: the receipt is refused without them
 * (deemed fair market value, ITA 248(35); DECISIONS §12). The one question of 248(35)(a) and (b)(ii):
 * acquired under a gifting arrangement or tax shelter, or less than 10 years before to be given.
 */
export function AcquisitionFields({
  inputProps,
  amountFormat,
}: {
  inputProps: InputProps;
  amountFormat: Partial<NumberInputProps>;
}) {
  const { t } = useTranslation('staff');
  const gifting = inputProps('acquiredForGifting');
  const { language } = useLanguage();
  const monthName = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long' });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: monthName.format(new Date(Date.UTC(2024, i, 15))),
  }));
  return (
    <Fieldset mt="sm" legend={t('valuation.acquisitionLegend')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('valuation.acquisitionHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('valuation.acquisitionKind')}
          data={[
            { value: '', label: t('valuation.acquisitionNone') },
            { value: 'purchase', label: t('valuation.acquisitionPurchase') },
            { value: 'gift', label: t('valuation.acquisitionGift') },
            { value: 'inheritance', label: t('valuation.acquisitionInheritance') },
          ]}
          {...inputProps('acquisitionKind')}
        />
        <NumberInput
          label={t('valuation.acquisitionCost')}
          description={t('valuation.acquisitionCostHelp')}
          {...amountFormat}
          {...inputProps('acquisitionCost')}
        />
        <NumberInput
          label={t('valuation.acquisitionYear')}
          min={1900}
          max={2100}
          allowDecimal={false}
          thousandSeparator={false}
          {...inputProps('acquisitionYear')}
        />
        <NativeSelect
          label={t('valuation.acquisitionMonth')}
          data={[{ value: '', label: t('valuation.acquisitionMonthNone') }, ...months]}
          {...inputProps('acquisitionMonth')}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label={t('valuation.acquiredForGifting')}
        description={t('valuation.acquiredForGiftingHelp')}
        checked={gifting.value === true}
        onChange={gifting.onChange}
        onFocus={gifting.onFocus}
        onBlur={gifting.onBlur}
        error={gifting.error}
      />
    </Fieldset>
  );
}
