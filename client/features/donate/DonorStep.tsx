import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Select } from '@client/ui/Select';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PICKUP_PREFERENCES, PICKUP_TIMES } from '@shared/donations/pickup';
import { earliestPickupDate } from '@shared/donations/pickup-date';
import { isProvinceCode } from '@shared/geo/provinces';
import { AcquisitionDateFields } from '@client/features/vehicles/AcquisitionDateFields';
import { useCompanyName } from '@client/features/settings/api';
import { useCharityChoices } from './api';
import { ProvinceSelect } from './ProvinceSelect';
import { RECOMMEND, type WizardValues } from './wizardModel';
import { SubmitButton } from '@client/ui/SubmitButton';

interface DonorStepProps {
  form: UseFormReturnType<WizardValues>;
  minYear: number;
  currentYear: number;
  submitting: boolean;
  onBack: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
}

/** Step 2: the donor, the charity, the pickup and the optional facts for the receipt. */
export function DonorStep({ form, minYear, currentYear, submitting, onBack, onSubmit }: DonorStepProps) {
  const { t, i18n } = useTranslation(['donate', 'domain']);
  const french = i18n.language.startsWith('fr');
  const company = useCompanyName();
  const charities = useCharityChoices();
  const charityOptions = [
    { value: RECOMMEND, label: t('donor.charityRecommend') },
    // A French visitor reads each charity's French name, in French order.
    ...(charities.data ?? [])
      .map((c) => ({ value: String(c.id), label: (french && c.nameFr) || c.name }))
      .sort((a, b) => (french ? a.label.localeCompare(b.label, 'fr-CA') : 0)),
  ];
  const charityStatus = charities.isPending
    ? t('donor.charityLoading')
    : charities.isError
      ? t('donor.charityLoadError')
      : t('donor.charityDescription');
  // A phone shows a long name cut in the field: the description below says the choice in full.
  const chosenCharity = charityOptions.find((o) => o.value === form.values.charity);
  const charityHint = !chosenCharity
    ? charityStatus
    : chosenCharity.value === RECOMMEND
      ? t('donor.charityRecommendHint')
      : t('donor.charityChosen', { name: chosenCharity.label });
  const scheduled = form.values.pickupPreference === 'schedule';
  const text = (name: keyof WizardValues, autoComplete: string, extra: Record<string, unknown> = {}) => ({
    autoComplete,
    required: true,
    ...form.getInputProps(name),
    ...extra,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="donor-step-heading">
      <Stack gap="lg">
        <Fieldset legend={t('donor.contactLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('donor.donorType')}
              data={[
                { value: 'individual', label: t('donor.donorTypes.individual') },
                { value: 'corporation', label: t('donor.donorTypes.corporation') },
              ]}
              allowDeselect={false}
              key={form.key('donorType')}
              {...form.getInputProps('donorType')}
            />
            {form.values.donorType === 'corporation' && (
              <TextInput
                label={t('donor.corporationName')}
                description={t('donor.corporationHelp')}
                {...text('corporationName', 'organization')}
              />
            )}
            <TextInput label={t('donor.firstName')} {...text('firstName', 'given-name')} />
            <TextInput label={t('donor.lastName')} {...text('lastName', 'family-name')} />
            <TextInput label={t('donor.email')} type="email" {...text('email', 'email')} />
            <TextInput label={t('donor.phone')} type="tel" {...text('phone', 'tel-national')} />
            <TextInput label={t('donor.address')} {...text('address', 'street-address')} />
            <TextInput label={t('donor.city')} {...text('city', 'address-level2')} />
            <ProvinceSelect
              label={t('donor.province')}
              key={form.key('province')}
              {...form.getInputProps('province')}
            />
            <TextInput
              label={t('donor.postalCode')}
              {...text('postalCode', 'postal-code', { maxLength: 7 })}
            />
            {(form.values.postalCodeConfirmed ||
              form.errors.postalCode === t('validation:postalCodeProvince')) && (
              <Checkbox
                label={t('donor.postalCodeConfirm')}
                key={form.key('postalCodeConfirmed')}
                {...form.getInputProps('postalCodeConfirmed', { type: 'checkbox' })}
              />
            )}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('donor.donationLegend')}>
          <Stack gap="md">
            <Select
              label={t('donor.charity')}
              description={charityHint}
              data={charityOptions}
              allowDeselect={false}
              required
              rightSection={charities.isPending ? <Loader size={14} aria-hidden="true" /> : undefined}
              key={form.key('charity')}
              {...form.getInputProps('charity')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                label={t('donor.pickupPreference')}
                data={PICKUP_PREFERENCES.map((p) => ({ value: p, label: t(`domain:pickupPreference.${p}`) }))}
                allowDeselect={false}
                required
                key={form.key('pickupPreference')}
                {...form.getInputProps('pickupPreference')}
              />
              <TextInput
                type="date"
                label={t('donor.preferredDate')}
                description={scheduled ? t('donor.preferredDateRequired') : t('donor.preferredDateOptional')}
                required={scheduled}
                min={earliestPickupDate(isProvinceCode(form.values.province) ? form.values.province : null)}
                key={form.key('preferredDate')}
                {...form.getInputProps('preferredDate')}
              />
              <Select
                label={t('donor.preferredPickupTime')}
                placeholder={t('donor.noPreference')}
                data={PICKUP_TIMES.map((p) => ({ value: p, label: t(`domain:pickupTime.${p}`) }))}
                clearable
                key={form.key('preferredPickupTime')}
                {...form.getInputProps('preferredPickupTime')}
                value={form.values.preferredPickupTime || null}
                onChange={(value) =>
                  form.setFieldValue(
                    'preferredPickupTime',
                    (value ?? '') as WizardValues['preferredPickupTime'],
                  )
                }
              />
            </SimpleGrid>
            <Checkbox
              label={t('donor.unattendedPickup')}
              description={t('donor.unattendedPickupHelp')}
              key={form.key('unattendedPickup')}
              {...form.getInputProps('unattendedPickup', { type: 'checkbox' })}
            />
            <Textarea
              label={t('donor.notes')}
              placeholder={t('donor.notesPlaceholder')}
              autosize
              minRows={2}
              maxLength={2000}
              key={form.key('notes')}
              {...form.getInputProps('notes')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('donor.acquisitionLegend')}>
          <Text size="sm" mb="sm">
            {t('donor.acquisitionHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('donor.acquisitionKind')}
              data={(['purchase', 'gift', 'inheritance'] as const).map((kind) => ({
                value: kind,
                label: t(`donor.acquisitionKinds.${kind}`),
              }))}
              clearable
              key={form.key('acquisitionKind')}
              {...form.getInputProps('acquisitionKind')}
              value={form.values.acquisitionKind || null}
              onChange={(value) =>
                form.setFieldValue('acquisitionKind', (value ?? '') as WizardValues['acquisitionKind'])
              }
            />
            <AcquisitionDateFields
              form={form}
              labels="donate:donor"
              minYear={minYear}
              currentYear={currentYear}
            />
            <NumberInput
              label={t('donor.acquisitionCost')}
              min={0}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator={french ? ' ' : ','}
              decimalSeparator={french ? ',' : '.'}
              inputMode="decimal"
              key={form.key('acquisitionCost')}
              {...form.getInputProps('acquisitionCost')}
            />
          </SimpleGrid>
        </Fieldset>

        <Checkbox
          label={t('donor.newsConsent', { company })}
          key={form.key('newsConsent')}
          {...form.getInputProps('newsConsent', { type: 'checkbox' })}
        />

        <Group justify="space-between">
          <Button
            variant="default"
            onClick={onBack}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t('donor.back')}
          </Button>
          <SubmitButton
            size="md"
            pending={submitting}
            label={t('donor.submit')}
            pendingLabel={t('donor.submitting')}
          />
        </Group>
      </Stack>
    </form>
  );
}
