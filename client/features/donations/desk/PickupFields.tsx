import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PickupValues } from './stageForm';

type InputProps = (field: keyof PickupValues) => GetInputPropsReturnType;

/**
 * The pickup: date, time and towing company (required to schedule), location, driver and notes.
 * Native date and time inputs: every browser gives them a keyboard-usable picker.
 */
export function PickupFields({
  inputProps,
  onlyDate = false,
}: {
  inputProps: InputProps;
  onlyDate?: boolean;
}) {
  const { t } = useTranslation('staff');
  if (onlyDate) {
    return (
      <TextInput
        type="date"
        label={t('pickup.receivedDate')}
        description={t('pickup.receivedDateHelp')}
        {...inputProps('pickupDate')}
      />
    );
  }
  return (
    <Fieldset legend={t('pickup.legend')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type="date" label={t('pickup.date')} required {...inputProps('pickupDate')} />
        <SimpleGrid cols={2} spacing="xs">
          <TextInput type="time" label={t('pickup.time')} required {...inputProps('pickupTimeFrom')} />
          <TextInput
            type="time"
            label={t('pickup.timeTo')}
            description={t('pickup.timeToHelp')}
            {...inputProps('pickupTimeTo')}
          />
        </SimpleGrid>
        <TextInput label={t('pickup.towingCompany')} required {...inputProps('towingCompany')} />
        <TextInput
          label={t('pickup.location')}
          description={t('pickup.locationHelp')}
          {...inputProps('pickupLocation')}
        />
        <TextInput label={t('pickup.driverName')} {...inputProps('towingDriverName')} />
        <TextInput
          type="tel"
          label={t('pickup.driverPhone')}
          autoComplete="off"
          {...inputProps('towingDriverPhone')}
        />
      </SimpleGrid>
      <Textarea label={t('pickup.notes')} autosize minRows={2} mt="sm" {...inputProps('pickupNotes')} />
    </Fieldset>
  );
}
