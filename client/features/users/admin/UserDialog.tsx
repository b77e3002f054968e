import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/permissions';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { useLastValue } from '@client/ui/useLastValue';
import { useCreateUser, useUpdateUser, type UserView } from './api';
import type { Locale } from '@shared/i18n/language';

/** Roles an admin gives by hand; dealer and charity accounts come from approving their records. */
const ASSIGNABLE: Role[] = ['user', 'editor', 'admin'];

interface Values {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  locale: Locale;
}

const empty: Values = { username: '', email: '', firstName: '', lastName: '', role: 'user', locale: 'en' };

/** Create (with the invitation e-mail) or edit a user: names, e-mail, username, language and role. */
export function UserDialog(props: {
  mode: 'create' | 'edit' | null;
  user: UserView | null;
  onClose(): void;
}) {
  const { t } = useTranslation('users');
  const mode = useLastValue(props.mode);
  const create = useCreateUser();
  const update = useUpdateUser();
  const showInvalid = useInvalidFieldFocus();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: empty,
    validate: {
      username: (v) =>
        v.trim().length < 3 || v.trim().length > 50
          ? t('errors.usernameLength')
          : /^[a-zA-Z0-9_.-]+$/.test(v.trim())
            ? null
            : t('errors.usernameChars'),
      email: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : t('errors.email')),
    },
  });

  useEffect(() => {
    if (props.mode === null) return;
    const u = props.user;
    const values: Values = u
      ? {
          username: u.username,
          email: u.email,
          firstName: u.firstName ?? '',
          lastName: u.lastName ?? '',
          role: u.role,
          locale: u.locale,
        }
      : empty;
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.mode, props.user]);

  const roles = ASSIGNABLE.includes(props.user?.role ?? 'user')
    ? ASSIGNABLE
    : [...ASSIGNABLE, props.user!.role];

  const onError = (fallback: string) => (err: Error) => {
    if (err instanceof ApiError && err.fieldErrors) {
      form.setErrors(err.fieldErrors);
      showInvalid(err.fieldErrors);
    }
    toastError(
      t(mode === 'create' ? 'toast.createFailed' : 'toast.updateFailed'),
      apiErrorMessage(err, fallback),
    );
  };

  const submit = form.onSubmit(
    (v) => {
      const body = {
        username: v.username.trim(),
        email: v.email.trim(),
        firstName: v.firstName.trim() || null,
        lastName: v.lastName.trim() || null,
        role: v.role,
        locale: v.locale,
      };
      if (mode === 'create') {
        create.mutate(body, {
          onSuccess: ({ user }) => {
            toastSuccess(t('toast.createdTitle'), t('toast.created', { email: user.email }));
            props.onClose();
          },
          onError: onError(t('toast.createFailed')),
        });
      } else if (props.user) {
        update.mutate(
          { id: props.user.id, ...body },
          {
            onSuccess: () => {
              toastSuccess(t('toast.updatedTitle'), t('toast.updated'));
              props.onClose();
            },
            onError: onError(t('toast.updateFailed')),
          },
        );
      }
    },
    (errors) => showInvalid(errors),
  );

  const pending = create.isPending || update.isPending;
  return (
    <Modal
      opened={props.mode !== null}
      onClose={props.onClose}
      title={t(mode === 'create' ? 'form.createTitle' : 'form.editTitle')}
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.username')}
              required
              autoComplete="off"
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('form.email')}
              type="email"
              required
              autoComplete="off"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('form.firstName')}
              autoComplete="off"
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              autoComplete="off"
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
            <NativeSelect
              label={t('form.role')}
              data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              key={form.key('role')}
              {...form.getInputProps('role')}
            />
            <NativeSelect
              label={t('form.locale')}
              data={[
                { value: 'en', label: t('form.localeEn') },
                { value: 'fr', label: t('form.localeFr') },
              ]}
              key={form.key('locale')}
              {...form.getInputProps('locale')}
            />
          </SimpleGrid>
          {mode === 'create' && <Text size="sm">{t('form.inviteNote')}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('form.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              label={t(mode === 'create' ? 'form.create' : 'form.save')}
              pendingLabel={t(mode === 'create' ? 'form.create' : 'form.save')}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
