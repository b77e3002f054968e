import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharityCategory, FocusArea } from '@shared/charities/categories';
import { RegistrationFields } from '@client/features/charities/RegistrationFields';
import { INITIAL_VALUES, type RegistrationValues } from '@client/features/charities/registrationModel';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useCreateCharity, useUpdateCharity, type CharityView } from './api';

const fromCharity = (c: CharityView): RegistrationValues => ({
  ...INITIAL_VALUES,
  registrationNumber: c.registrationNumber,
  name: c.name,
  category: c.category as CharityCategory,
  description: c.description ?? '',
  focusAreas: c.focusAreas as FocusArea[],
  address: c.address,
  city: c.city,
  province: c.province,
  postalCode: c.postalCode,
  phone: c.phone ?? '',
  email: c.email ?? '',
  website: c.website ?? '',
});

/** Create (`charity` null) or edit a charity; the server's field messages show on the fields. */
export function CharityFormModal({
  opened,
  charity,
  onClose,
}: {
  opened: boolean;
  charity: CharityView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('charities');
  const form = useForm<RegistrationValues>({ mode: 'controlled', initialValues: INITIAL_VALUES });
  const create = useCreateCharity();
  const update = useUpdateCharity();
  // The French name is the admin's (the registration form has none): kept beside the shared fields.
  const [nameFr, setNameFr] = useState('');
  useEffect(() => {
    if (opened) form.setValues(charity ? fromCharity(charity) : INITIAL_VALUES);
    if (opened) setNameFr(charity?.nameFr ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, charity]);

  const submit = form.onSubmit((v) => {
    const { termsAccepted: _terms, registrationNumber, ...profile } = v;
    const body = {
      ...profile,
      nameFr: nameFr.trim() || null,
      category: v.category as CharityCategory,
      province: v.province as never,
      website: v.website || null,
    };
    const done = {
      onSuccess: () => {
        toastSuccess(t(charity ? 'admin.updatedTitle' : 'admin.createdTitle'), v.name);
        onClose();
      },
      onError: (err: Error) => {
        if (err instanceof ApiError && err.fieldErrors) form.setErrors(err.fieldErrors);
        toastError(
          t('admin.actionFailed'),
          apiErrorMessage(err, t(charity ? 'admin.updateFailed' : 'admin.createFailed')),
        );
      },
    };
    if (charity) update.mutate({ id: charity.id, body }, done);
    else create.mutate({ ...body, registrationNumber } as never, done);
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.close') }}
      opened={opened}
      onClose={onClose}
      size="xl"
      title={charity ? t('admin.editTitle', { name: charity.name }) : t('admin.createTitle')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('register.registrationNumber')}
            description={t('register.registrationNumberHint')}
            required
            disabled={charity !== null}
            {...form.getInputProps('registrationNumber')}
          />
          <RegistrationFields form={form} />
          <TextInput
            label={t('admin.nameFr')}
            description={t('admin.nameFrHint')}
            lang="fr"
            maxLength={255}
            autoComplete="off"
            value={nameFr}
            onChange={(event) => setNameFr(event.currentTarget.value)}
            error={form.errors.nameFr}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
