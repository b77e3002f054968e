import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useRequestPasswordReset } from './passwordReset.api';

/** The default green title fails contrast (axe): the title is drawn in the text colour. */
const DONE_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** Minutes a reset link works (server/features/auth/password-reset.service.ts RESET_MINUTES). */
const RESET_MINUTES = 60;

/** /forgot-password: asks for a reset link; the answer is the same whether an account matches or not. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle('auth:reset.pageTitle');
  const request = useRequestPasswordReset();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const showInvalid = useInvalidFieldFocus();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!identifier.trim()) {
      const errors = { identifier: t('reset.identifierRequired') };
      setError(errors.identifier);
      return showInvalid(errors);
    }
    setError(undefined);
    request.mutate(identifier.trim(), {
      onError: (err) => {
        const message =
          (err instanceof ApiError && err.fieldErrors?.identifier) || apiErrorMessage(err, t('reset.failed'));
        setError(message);
        showInvalid({ identifier: message });
      },
    });
  };

  return (
    <Container size={440} py="xl">
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('reset.title')}
          </Title>
          {request.isSuccess ? (
            <Alert color="green" styles={DONE_STYLES} title={t('reset.sentTitle')} role="status">
              <Text size="sm">{t('reset.sent', { minutes: RESET_MINUTES })}</Text>
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <Text>{t('reset.intro')}</Text>
                <TextInput
                  name="identifier"
                  label={t('reset.identifier')}
                  autoComplete="username"
                  required
                  value={identifier}
                  onChange={(e) => setIdentifier(e.currentTarget.value)}
                  error={error}
                />
                <SubmitButton
                  fullWidth
                  pending={request.isPending}
                  label={t('reset.submit')}
                  pendingLabel={t('reset.submitting')}
                />
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
      <Anchor component={Link} to="/login" mt="md" display="inline-block">
        {t('reset.backToLogin')}
      </Anchor>
    </Container>
  );
}
