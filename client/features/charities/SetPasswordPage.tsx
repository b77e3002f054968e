import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@client/lib/router';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { usePageTitle } from '@client/ui/usePageTitle';
import { checkSetPasswordToken, useSetPassword } from './api';

/** /set-password?token=: the one-time link an approved charity receives (DECISIONS §11). */
export function SetPasswordPage() {
  const { t } = useTranslation('charities');
  usePageTitle('charities:setPassword.title');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['set-password', token],
    queryFn: () => checkSetPasswordToken(token),
    enabled: token.length > 0,
    retry: false,
  });
  const setPassword = useSetPassword();
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (password !== confirm) return setErrors({ confirm: t('setPassword.mismatch') });
    setErrors({});
    setPassword.mutate(
      { token, password },
      {
        onError: (error) =>
          setErrors({
            password:
              (error instanceof ApiError && error.fieldErrors?.password) ||
              apiErrorMessage(error, t('setPassword.failed')),
          }),
      },
    );
  };

  let body: React.ReactNode;
  if (setPassword.isSuccess) {
    body = (
      <Alert color="green" title={t('setPassword.doneTitle')}>
        <Text size="sm">{t('setPassword.done', { username: setPassword.data.username })}</Text>
        <Anchor component={Link} to="/login">
          {t('setPassword.signIn')}
        </Anchor>
      </Alert>
    );
  } else if (!token || check.isError) {
    body = (
      <Alert color="red" title={t('setPassword.invalidTitle')}>
        {token ? apiErrorMessage(check.error, t('setPassword.invalid')) : t('setPassword.invalid')}
      </Alert>
    );
  } else if (check.isPending) {
    body = <Text>{t('setPassword.checking')}</Text>;
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('setPassword.intro', { username: check.data.username })}</Text>
          <PasswordInput
            label={t('setPassword.password')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPasswordValue(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label={t('setPassword.confirm')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          <SubmitButton
            pending={setPassword.isPending}
            label={t('setPassword.submit')}
            pendingLabel={t('setPassword.saving')}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </form>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('setPassword.title')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
