import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { legalPagePath } from '@shared/content/legal-pages';
import { Link } from '@client/lib/router';
import { useBusinessHours, usePublicSettings } from '@client/features/settings/api';
import { CharityContact } from './CharityContact';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useRegisterCharity } from './api';
import { INITIAL_VALUES, toRegistrationInput, type RegistrationValues } from './registrationModel';
import { RegistrationFields } from './RegistrationFields';
import { RegistrationSubmitted } from './RegistrationSubmitted';
import { RegistryVerifyBlock } from './RegistryVerifyBlock';

const loadRules = () => import('./registrationRules');

/** /charity-registration: a registered charity asks to receive donated vehicles (public-site.md §2). */
export function CharityRegistrationPage() {
  const { t, i18n } = useTranslation(['charities', 'validation']);
  usePageTitle('charities:register.title');
  const settings = usePublicSettings();
  const hours = useBusinessHours();
  const form = useForm<RegistrationValues>({ mode: 'controlled', initialValues: INITIAL_VALUES });
  const register = useRegisterCharity();
  const showInvalid = useInvalidFieldFocus();
  const [submitted, setSubmitted] = useState<{ name: string; email: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    if (!values.termsAccepted) return toastError(t('register.termsTitle'), t('validation.termsRequired'));
    const { validateRegistration } = await loadRules();
    const checked = validateRegistration(values, (key, params) => i18n.t(key, params));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return showInvalid(checked.errors);
    }
    register.mutate(toRegistrationInput(values), {
      onSuccess: () => {
        toastSuccess(t('register.successTitle'), t('register.successMessage'));
        setSubmitted({ name: values.name, email: values.email });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fieldErrors) {
          form.setErrors(fieldErrors);
          showInvalid(fieldErrors);
        }
        toastError(t('register.failedTitle'), apiErrorMessage(error, t('register.failedMessage')));
      },
    });
  });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('register.title')}</Title>
          <Text mt="xs">{t('register.intro')}</Text>
        </div>
        {submitted ? (
          <RegistrationSubmitted {...submitted} />
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('register.formLabel')}>
            <Stack gap="lg">
              <RegistryVerifyBlock form={form} />
              <RegistrationFields form={form} />
              <Checkbox
                label={
                  <Trans
                    t={t}
                    i18nKey="register.terms"
                    components={{
                      terms: <Anchor component={Link} to={legalPagePath('terms', i18n.language)} />,
                    }}
                  />
                }
                {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
              />
              <SubmitButton
                pending={register.isPending}
                label={t('register.submit')}
                pendingLabel={t('register.submitting')}
                icon={<IconSend size={18} aria-hidden="true" />}
                disabled={!form.values.termsAccepted || register.isPending}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
          </form>
        )}
        <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="charity-help">
          <Title order={2} size="h4" id="charity-help">
            {t('help.title')}
          </Title>
          <Text size="sm" mt="xs">
            {t('help.phone', { phone: settings.get('business', 'phone') ?? '', hours: hours ?? '' })}
          </Text>
          <CharityContact messageKey="help.email" />
        </Paper>
      </Stack>
    </Container>
  );
}
