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
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { checkResetLink, useResetPassword } from './passwordReset.api';

type Errors = { password?: string; confirm?: string };

/** The default green title fails contrast (axe): the title is drawn in the text colour. */
const DONE_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** /reset-password?token=: the link of a forgotten password (decision 028). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:reset.pageTitle');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['reset-password', token],
    queryFn: () => checkResetLink(token),
    enabled: token.length > 0,
    retry: false,
  });
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const showInvalid = useInvalidFieldFocus();
  const fail = (next: Errors) => {
    setErrors(next);
    showInvalid(next);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return fail({ password: t('login.passwordRequired') });
    if (password !== confirm) return fail({ confirm: t('reset.mismatch') });
    setErrors({});
    reset.mutate(
      { token, password },
      {
        onError: (error) =>
          fail({
            password:
              (error instanceof ApiError && (error.fieldErrors?.password ?? error.fieldErrors?.token)) ||
              apiErrorMessage(error, t('reset.saveFailed')),
          }),
      },
    );
  };

  let body: React.ReactNode;
  if (reset.isSuccess) {
    body = (
      <Alert color="green" styles={DONE_STYLES} title={t('reset.doneTitle')} role="status">
        <Text size="sm">{t('reset.done', { username: reset.data.username })}</Text>
        <Anchor component={Link} to="/login">
          {t('reset.signIn')}
        </Anchor>
      </Alert>
    );
  } else if (!token || check.isError) {
    body = (
      <Alert color="red" title={t('reset.invalidTitle')}>
        <Text size="sm">{token ? apiErrorMessage(check.error, t('reset.invalid')) : t('reset.invalid')}</Text>
        <Anchor component={Link} to="/forgot-password">
          {t('reset.askAgain')}
        </Anchor>
      </Alert>
    );
  } else if (check.isPending) {
    body = <Text>{t('reset.checking')}</Text>;
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{t('reset.newIntro', { username: check.data.username })}</Text>
          <PasswordInput
            name="password"
            label={t('reset.password')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            aria-invalid={Boolean(errors.password) || undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          />
          <PasswordInput
            name="confirm"
            label={t('reset.confirm')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
            aria-invalid={Boolean(errors.confirm) || undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          />
          <SubmitButton
            fullWidth
            pending={reset.isPending}
            label={t('reset.save')}
            pendingLabel={t('reset.saving')}
          />
        </Stack>
      </form>
    );
  }

  return (
    <Container size={440} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('reset.newTitle')}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
