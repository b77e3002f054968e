import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CHARITY_CATEGORIES } from '@shared/charities/categories';
import { ProvinceSelect } from '@client/features/donate/ProvinceSelect';
import { Select } from '@client/ui/Select';
import { DESCRIPTION_MAX, FOCUS_AREAS, type RegistrationValues } from './registrationModel';

/** Basic information, address and contact of the registration form. */
export function RegistrationFields({ form }: { form: UseFormReturnType<RegistrationValues> }) {
  const { t } = useTranslation('charities');
  const field = (name: keyof RegistrationValues, autoComplete: string, required = true) => ({
    autoComplete,
    required,
    ...form.getInputProps(name),
  });
  return (
    <Stack gap="lg">
      <Fieldset legend={t('register.basicLegend')}>
        <Stack gap="md">
          <TextInput label={t('register.name')} maxLength={255} {...field('name', 'organization')} />
          <Select
            label={t('register.category')}
            placeholder={t('register.categoryPlaceholder')}
            required
            data={CHARITY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
            {...form.getInputProps('category')}
          />
          <Textarea
            label={t('register.description')}
            description={t('register.descriptionCount', {
              count: form.values.description.length,
              max: DESCRIPTION_MAX,
            })}
            required
            autosize
            minRows={3}
            maxLength={DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group
            label={t('register.focusAreas')}
            description={t('register.focusAreasHint')}
            {...form.getInputProps('focusAreas')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {FOCUS_AREAS.map((a) => (
                <Checkbox key={a} value={a} label={t(`focusArea.${a}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('register.addressLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('register.address')} maxLength={255} {...field('address', 'street-address')} />
          <TextInput label={t('register.city')} maxLength={100} {...field('city', 'address-level2')} />
          <ProvinceSelect label={t('register.province')} {...form.getInputProps('province')} />
          <TextInput
            label={t('register.postalCode')}
            maxLength={10}
            {...field('postalCode', 'postal-code')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('register.contactLegend')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('register.phone')} type="tel" {...field('phone', 'tel')} />
          <TextInput label={t('register.email')} type="email" maxLength={255} {...field('email', 'email')} />
          <TextInput label={t('register.website')} maxLength={255} {...field('website', 'url', false)} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
