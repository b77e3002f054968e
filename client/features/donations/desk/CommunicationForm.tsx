import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Fieldset, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useAddCommunication, type AddCommunicationRequest } from './api';

const TYPES = ['phone', 'email', 'sms', 'note'] as const;
const METHODS = ['phone', 'email', 'sms', 'in_person'] as const;

interface Values {
  type: (typeof TYPES)[number];
  method: '' | (typeof METHODS)[number];
  subject: string;
  message: string;
}

/** Logs a call, text, e-mail or note; with the e-mail method the message is also sent to the donor. */
export function CommunicationForm({ donationId }: { donationId: number }) {
  const { t } = useTranslation('staff');
  const add = useAddCommunication(donationId);
  const form = useForm<Values>({
    initialValues: { type: 'phone', method: 'phone', subject: '', message: '' },
    validate: {
      subject: (v, values) =>
        values.method === 'email' && !v.trim() ? t('validation.subjectRequired') : null,
      message: (v) => (v.trim() ? null : t('validation.messageRequired')),
    },
  });
  const emailing = form.values.method === 'email';

  const submit = form.onSubmit((v) => {
    const body: AddCommunicationRequest = {
      type: v.type,
      method: v.method || undefined,
      subject: v.subject.trim() || null,
      message: v.message.trim(),
    };
    add.mutate(body, {
      onSuccess: () => {
        toastSuccess(
          t('toast.communicationAddedTitle'),
          t(emailing ? 'toast.communicationEmailed' : 'toast.communicationAdded'),
        );
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) form.setErrors(error.fieldErrors);
        toastError(t('toast.communicationFailed'), apiErrorMessage(error, t('toast.communicationFailed')));
      },
    });
  });

  return (
    <Fieldset legend={t('communications.addLegend')} variant="filled">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('communications.type')}
              data={TYPES.map((v) => ({ value: v, label: t(`communications.types.${v}`) }))}
              {...form.getInputProps('type')}
            />
            <NativeSelect
              label={t('communications.method')}
              data={[
                { value: '', label: t('communications.noMethod') },
                ...METHODS.map((v) => ({ value: v, label: t(`communications.methods.${v}`) })),
              ]}
              {...form.getInputProps('method')}
            />
          </SimpleGrid>
          <TextInput
            label={t('communications.subject')}
            required={emailing}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('communications.message')}
            description={emailing ? t('communications.emailHelp') : undefined}
            required
            autosize
            minRows={3}
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={add.isPending} variant="default" style={{ alignSelf: 'flex-start' }}>
            {emailing ? t('communications.send') : t('communications.submit')}
          </Button>
        </Stack>
      </form>
    </Fieldset>
  );
}
