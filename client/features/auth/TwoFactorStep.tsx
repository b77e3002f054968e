import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import type { CurrentUser } from './api';
import { useTwoFactorSignIn } from './mutations';

/** Sign-in, second step: the six digits from the authenticator app, or one recovery code. */
export function TwoFactorStep(props: { onSignedIn: (user: CurrentUser) => void; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const verify = useTwoFactorSignIn();
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const heading = useRef<HTMLHeadingElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        value.replace(/\s+/g, '').length >= 6
          ? null
          : t(method === 'totp' ? 'twoFactor.codeRequired' : 'twoFactor.recoveryRequired'),
    },
  });

  useEffect(() => heading.current?.focus(), [method]);

  const submit = form.onSubmit(
    (values) =>
      verify.mutate(
        { code: values.code.replace(/\s+/g, ''), method },
        {
          onSuccess: ({ user }) => props.onSignedIn(user),
          onError: (error) => {
            if (error instanceof ApiError && error.status === 401) {
              // The ten-minute challenge ran out or was used: back to the password.
              toastError(t('twoFactor.failedTitle'), error.serverMessage ?? t('twoFactor.expired'));
              props.onRestart();
              return;
            }
            const message =
              error instanceof ApiError && error.serverMessage ? error.serverMessage : t('twoFactor.failed');
            form.setErrors({ code: message });
            showInvalid({ code: message });
          },
        },
      ),
    (errors) => showInvalid(errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          {t(method === 'totp' ? 'twoFactor.title' : 'twoFactor.recoveryTitle')}
        </Title>
        <Text size="sm">{t(method === 'totp' ? 'twoFactor.intro' : 'twoFactor.recoveryIntro')}</Text>
        <TextInput
          key={`${method}-${form.key('code')}`}
          label={t(method === 'totp' ? 'twoFactor.code' : 'twoFactor.recoveryCode')}
          autoComplete="one-time-code"
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          required
          aria-invalid={Boolean(form.errors.code) || undefined}
          {...form.getInputProps('code')}
        />
        <SubmitButton
          fullWidth
          pending={verify.isPending}
          label={t('twoFactor.submit')}
          pendingLabel={t('twoFactor.submitting')}
        />
        <Button
          variant="subtle"
          onClick={() => {
            form.reset();
            setMethod(method === 'totp' ? 'recovery' : 'totp');
          }}
        >
          {t(method === 'totp' ? 'twoFactor.useRecovery' : 'twoFactor.useApp')}
        </Button>
        <Button variant="subtle" color="gray" onClick={props.onRestart}>
          {t('twoFactor.restart')}
        </Button>
      </Stack>
    </form>
  );
}
