import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useUpdateProfile, type CharityView } from './api';

/** Saves part of the charity's profile; the server's field messages land on the form's fields. */
export function useSaveProfile<V extends Record<string, unknown>>(
  charity: CharityView,
  form: UseFormReturnType<V>,
) {
  const { t } = useTranslation('charities');
  const update = useUpdateProfile();
  const save = (body: Record<string, unknown>) =>
    update.mutate(
      { id: charity.id, body },
      {
        onSuccess: () => toastSuccess(t('manage.savedTitle'), t('manage.savedMessage')),
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors) form.setErrors(err.fieldErrors);
          toastError(t('admin.actionFailed'), apiErrorMessage(err, t('admin.updateFailed')));
        },
      },
    );
  return { save, pending: update.isPending };
}
