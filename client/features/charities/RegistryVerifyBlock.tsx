import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationNumberMessage, registrationNumberProblem } from '@shared/charities/registration-number';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useVerifyRegistration, verifyDetailed, type VerifyResponse } from './api';
import type { RegistrationValues } from './registrationModel';

/**
 * The registry check: the number is checked here first (format, check digit), then against the CRA
 * list; a valid answer fills the form from the registry (public-site.md §7).
 */
export function RegistryVerifyBlock({ form }: { form: UseFormReturnType<RegistrationValues> }) {
  const { t } = useTranslation('charities');
  const verify = useVerifyRegistration();
  const [result, setResult] = useState<VerifyResponse | null>(null);
  const number = form.values.registrationNumber;

  const run = () => {
    const problem = registrationNumberProblem(number);
    if (problem) return form.setFieldError('registrationNumber', t(registrationNumberMessage(problem)));
    verify.mutate(number, {
      onSuccess: (answer) => {
        setResult(answer);
        if (!answer.isValid) return toastError(t('verify.failedTitle'), answer.status);
        toastSuccess(t('verify.successTitle'), t('verify.successMessage', { name: answer.name }));
        verifyDetailed(number).then(
          (detailed) => {
            for (const [field, value] of Object.entries(detailed.fill ?? {}))
              if (value) form.setFieldValue(field as keyof RegistrationValues, value as never);
          },
          () => undefined, // The detailed check only fills the form; the applicant can type the fields.
        );
      },
      onError: (error) => {
        setResult(null);
        const field = error instanceof ApiError ? error.fieldErrors?.registrationNumber : undefined;
        if (field) form.setFieldError('registrationNumber', field);
        else toastError(t('verify.errorTitle'), apiErrorMessage(error, t('verify.errorMessage')));
      },
    });
  };

  return (
    <Fieldset legend={t('register.verifyLegend')}>
      <Text size="sm" mb="sm">
        {t('register.verifyIntro')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('register.registrationNumber')}
          description={t('register.registrationNumberHint')}
          required
          maxLength={20}
          autoComplete="off"
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('registrationNumber')}
          onChange={(e) => {
            form.setFieldValue('registrationNumber', e.currentTarget.value.toUpperCase());
            setResult(null);
          }}
        />
        <Button
          mt={{ base: 0, sm: 48 }}
          onClick={run}
          disabled={number.trim() === '' || verify.isPending}
          loading={verify.isPending}
          leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
        >
          {t('register.verifyButton')}
        </Button>
      </Group>
      <div aria-live="polite">
        {result && (
          <Alert
            mt="md"
            color={result.isValid ? 'green' : 'red'}
            icon={
              result.isValid ? (
                <IconCircleCheck aria-hidden="true" />
              ) : (
                <IconAlertTriangle aria-hidden="true" />
              )
            }
            title={result.isValid ? t('verify.validTitle', { name: result.name }) : t('verify.failedTitle')}
          >
            {result.isValid
              ? t('verify.validBody', { status: result.status, date: result.effectiveDate ?? '-' })
              : result.status}
            {result.alreadyRegistered && <Text size="sm">{t('verify.alreadyRegistered')}</Text>}
          </Alert>
        )}
      </div>
    </Fieldset>
  );
}
