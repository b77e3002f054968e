import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Image,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/lib/router';
import type { TwoFactorEnrolResponse, TwoFactorStatus } from '@shared/users/users.schemas';
import { CURRENT_USER_KEY, useCurrentUser } from '@client/features/auth/api';
import { landingPath } from '@client/features/auth/landingPath';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';

const STATUS_KEY = ['/api/account/two-factor'] as const;
/** The light alerts' coloured titles fall below 4.5:1 on their tint: titles in the text colour. */
const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/** /account/security: a staff member or admin turns on two-factor sign-in (TOTP) with one verification. */
export function AccountSecurityPage() {
  const { t } = useTranslation('users');
  usePageTitle('users:twoFactor.pageTitle');
  const client = useQueryClient();
  const { user } = useCurrentUser();
  const status = useQuery<TwoFactorStatus>({ queryKey: STATUS_KEY });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolResponse | null>(null);
  const [done, setDone] = useState(false);
  const showInvalid = useInvalidFieldFocus();

  const start = useMutation({
    mutationFn: (password: string) =>
      apiRequest<TwoFactorEnrolResponse>('POST', '/api/account/two-factor/enrol', { password }),
  });
  const verify = useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ enabled: true }>('POST', '/api/account/two-factor/verify', { code }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: STATUS_KEY });
      await client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });

  const passwordForm = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : t('twoFactor.wrongPassword')) },
  });
  const codeForm = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (v) => (/^\d{6}$/.test(v.replace(/\s+/g, '')) ? null : t('twoFactor.codeInvalid')) },
  });

  const fieldErrorsFrom = (form: typeof passwordForm | typeof codeForm, field: string, err: Error) => {
    const message = apiErrorMessage(err, t('twoFactor.codeInvalid'));
    if (err instanceof ApiError && err.status === 400) {
      const errors = { [field]: err.fieldErrors?.[field] ?? message };
      form.setErrors(errors);
      showInvalid(errors);
    } else toastError(t('twoFactor.title'), message);
  };

  const submitPassword = passwordForm.onSubmit(
    (v) =>
      start.mutate(v.password, {
        onSuccess: (res) => {
          setEnrolment(res);
          announce(t('twoFactor.step2'));
        },
        onError: (err) => fieldErrorsFrom(passwordForm, 'password', err),
      }),
    (errors) => showInvalid(errors),
  );
  const submitCode = codeForm.onSubmit(
    (v) =>
      verify.mutate(v.code.replace(/\s+/g, ''), {
        onSuccess: () => {
          setDone(true);
          announce(t('twoFactor.enabledTitle'));
        },
        onError: (err) => fieldErrorsFrom(codeForm, 'code', err),
      }),
    (errors) => showInvalid(errors),
  );

  const enabled = status.data?.enabled === true || done;
  const next = user ? landingPath(user.role, null) : '/';

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('twoFactor.pageTitle')}</Title>
          <Text mt="xs">{t('twoFactor.intro')}</Text>
        </div>
        {status.data?.required && !enabled && (
          <Alert
            color="yellow"
            styles={ALERT_STYLES}
            icon={<IconShieldLock aria-hidden="true" />}
            title={t('twoFactor.title')}
          >
            <Text c="gray.9">{t('twoFactor.requiredNotice')}</Text>
          </Alert>
        )}
        {status.isSuccess && enabled && (
          <Alert
            color="green"
            styles={ALERT_STYLES}
            icon={<IconShieldCheck aria-hidden="true" />}
            title={t(done ? 'twoFactor.enabledTitle' : 'twoFactor.title')}
          >
            <Stack gap="xs">
              <Text c="gray.9">{t(done ? 'twoFactor.enabled' : 'twoFactor.statusOn')}</Text>
              <Text c="gray.9">{t('twoFactor.lostDevice')}</Text>
              {done && (
                <Anchor component={Link} to={next}>
                  {t('twoFactor.continue')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        {status.isSuccess && !enabled && (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="lg">
              <Text>{t('twoFactor.statusOff')}</Text>
              <form onSubmit={submitPassword} noValidate>
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('twoFactor.step1')}
                  </Title>
                  <PasswordInput
                    label={t('twoFactor.password')}
                    autoComplete="current-password"
                    required
                    disabled={enrolment !== null}
                    visibilityToggleButtonProps={{ 'aria-label': t('auth:login.showPassword') }}
                    aria-invalid={Boolean(passwordForm.errors.password) || undefined}
                    key={passwordForm.key('password')}
                    {...passwordForm.getInputProps('password')}
                  />
                  {enrolment === null && (
                    <SubmitButton
                      pending={start.isPending}
                      label={t('twoFactor.start')}
                      pendingLabel={t('twoFactor.start')}
                    />
                  )}
                </Stack>
              </form>
              {enrolment && (
                <>
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t('twoFactor.step2')}
                    </Title>
                    <Image
                      src={enrolment.qrCode}
                      alt={t('twoFactor.qrAlt')}
                      w={220}
                      h={220}
                      style={{ background: '#fff' }}
                    />
                    <Text size="sm">{t('twoFactor.secret')}</Text>
                    <Code block style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
                      {enrolment.secret}
                    </Code>
                  </Stack>
                  <Stack gap="sm">
                    <Title order={2} size="h4">
                      {t('twoFactor.step3')}
                    </Title>
                    <Text size="sm">{t('twoFactor.codesWarning')}</Text>
                    <List
                      aria-label={t('twoFactor.codesLabel')}
                      spacing={2}
                      ff="monospace"
                      data-testid="recovery-codes"
                    >
                      {enrolment.backupCodes.map((c) => (
                        <List.Item key={c}>{c}</List.Item>
                      ))}
                    </List>
                  </Stack>
                  <form onSubmit={submitCode} noValidate>
                    <Stack gap="sm">
                      <Title order={2} size="h4">
                        {t('twoFactor.step4')}
                      </Title>
                      <TextInput
                        label={t('twoFactor.code')}
                        autoComplete="one-time-code"
                        inputMode="numeric"
                        required
                        aria-invalid={Boolean(codeForm.errors.code) || undefined}
                        key={codeForm.key('code')}
                        {...codeForm.getInputProps('code')}
                      />
                      <SubmitButton
                        pending={verify.isPending}
                        label={t('twoFactor.verify')}
                        pendingLabel={t('twoFactor.verify')}
                      />
                    </Stack>
                  </form>
                </>
              )}
            </Stack>
          </Paper>
        )}
        {status.isError && <Text role="alert">{apiErrorMessage(status.error, t('page.loadFailed'))}</Text>}
        {!status.isSuccess && !status.isError && <Text>{t('common:loading')}</Text>}
        {status.isSuccess && !enabled && enrolment === null && (
          <Button variant="subtle" component={Link} to={next} w="fit-content">
            {t('form.cancel')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
