import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { toastError } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import type { CurrentUser } from './api';
import { useLogin } from './mutations';
import { TwoFactorStep } from './TwoFactorStep';
import { landingPath } from './landingPath';
import { SubmitButton } from '@client/ui/SubmitButton';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:login.pageTitle');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  // After a right password on an account with two-factor sign-in, the code is asked on the same page.
  const [askCode, setAskCode] = useState(false);

  const signedIn = (user: CurrentUser) => {
    void navigate(landingPath(user.role, location.state, user.mustEnrolTwoFactor === true), {
      replace: true,
    });
    announce(t('login.success'));
  };

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('login.usernameRequired')),
      password: (value) => (value ? null : t('login.passwordRequired')),
    },
  });

  const showInvalid = useInvalidFieldFocus();

  const submit = form.onSubmit(
    (values) =>
      login.mutate(
        { username: values.username.trim(), password: values.password },
        {
          // No toast: it would cover the user menu. The next page's heading says where they are.
          onSuccess: (result) => {
            if ('user' in result) signedIn(result.user);
            else setAskCode(true);
          },
          onError: (error) => {
            console.error('Login failed', error);
            if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
              form.setErrors(error.fieldErrors);
              showInvalid(error.fieldErrors);
            }
            // A rate limit says how long to wait; every other failure reads the same, revealing nothing.
            const message =
              error instanceof ApiError && error.status === 429 && error.serverMessage
                ? error.serverMessage
                : t('login.failed');
            toastError(t('login.failedTitle'), message);
          },
        },
      ),
    (errors) => showInvalid(errors),
  );

  return (
    <Container size={440} py="xl">
      <Title order={1} size="h2" ta="center">
        {t('login.title')}
      </Title>
      <Text ta="center" mt="xs">
        {t('login.subtitle')}
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {askCode ? (
          <TwoFactorStep onSignedIn={signedIn} onRestart={() => setAskCode(false)} />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('login.username')}
                autoComplete="username"
                required
                key={form.key('username')}
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label={t('login.password')}
                autoComplete="current-password"
                required
                visibilityToggleFocusable
                // Mantine marks only the outer box invalid; screen readers need it on the input.
                aria-invalid={Boolean(form.errors.password) || undefined}
                visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Anchor component={Link} to="/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
                {t('login.forgot')}
              </Anchor>
              <SubmitButton
                fullWidth
                pending={login.isPending}
                label={t('login.submit')}
                pendingLabel={t('login.submitting')}
              />
            </Stack>
          </form>
        )}
      </Paper>
      <Anchor component={Link} to="/" mt="md" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('login.backToHome')}
      </Anchor>
    </Container>
  );
}
