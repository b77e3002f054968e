import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import {
  Checkbox,
  Container,
  Fieldset,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@client/lib/router';
import { DEALER_REGULATORS } from '@shared/dealers/dealer.schemas';
import { isProvinceCode } from '@shared/geo/provinces';
import { ProvinceSelect } from '@client/features/donate/ProvinceSelect';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { usePageTitle } from '@client/ui/usePageTitle';
import {
  DEALER_SPECIALTIES,
  EMPTY_DEALER_FORM,
  SPECIALTY_KEYS,
  type DealerFormValues,
} from './dealerFormModel';

const loadRules = () => import('./dealerRules');

/** /dealer-registration: a dealer applies; staff check the licence, then the account is created (DECISIONS §11). */
export function DealerRegistrationPage() {
  const { t } = useTranslation(['dealers', 'validation', 'domain']);
  const { language } = useLanguage();
  usePageTitle('dealers:register.title');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const form = useForm<DealerFormValues>({ initialValues: EMPTY_DEALER_FORM });
  const submit = useMutation({
    mutationFn: (body: unknown) => apiRequest<{ received: true }>('POST', '/api/dealers', body),
  });
  const province = form.values.province;
  const regulator = isProvinceCode(province) ? DEALER_REGULATORS[province] : null;

  const onSubmit = form.onSubmit(async (values) => {
    const { validateDealerForm } = await loadRules();
    const checked = validateDealerForm(values, language === 'fr' ? 'fr' : 'en', (k, p) => t(k, p));
    if (!checked.ok) {
      form.setErrors(checked.errors);
      showInvalid(checked.errors, formRef.current);
      return;
    }
    submit.mutate(checked.body, {
      onSuccess: () => {
        toastSuccess(t('register.successTitle'), t('register.successMessage'));
        void navigate('/');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors) {
          form.setErrors(err.fieldErrors);
          showInvalid(err.fieldErrors, formRef.current);
        }
        toastError(t('register.failedTitle'), apiErrorMessage(err, t('register.failed')));
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
        <Paper withBorder p="md" component="section" aria-labelledby="dealer-steps">
          <Title order={2} size="h4" id="dealer-steps">
            {t('register.stepsTitle')}
          </Title>
          <List type="ordered" mt="sm" spacing="xs">
            <List.Item>{t('register.step1')}</List.Item>
            <List.Item>{t('register.step2')}</List.Item>
            <List.Item>{t('register.step3')}</List.Item>
          </List>
        </Paper>
        <form ref={formRef} noValidate onSubmit={onSubmit}>
          <Stack gap="lg">
            <Fieldset legend={t('register.business')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  required
                  label={t('fields.businessName')}
                  autoComplete="organization"
                  {...form.getInputProps('businessName')}
                />
                <TextInput
                  required
                  label={
                    regulator
                      ? t('fields.dealerLicenseWith', { regulator: t(`regulator.${regulator}`) })
                      : t('fields.dealerLicense')
                  }
                  {...form.getInputProps('dealerLicense')}
                />
                <TextInput label={t('fields.businessLicense')} {...form.getInputProps('businessLicense')} />
                <TextInput
                  label={t('fields.gstNumber')}
                  description={t('fields.gstHint')}
                  {...form.getInputProps('gstNumber')}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('register.contact')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  required
                  label={t('fields.contactName')}
                  autoComplete="name"
                  {...form.getInputProps('contactName')}
                />
                <TextInput
                  required
                  type="email"
                  label={t('fields.email')}
                  autoComplete="email"
                  {...form.getInputProps('email')}
                />
                <TextInput
                  required
                  type="tel"
                  label={t('fields.phone')}
                  autoComplete="tel"
                  {...form.getInputProps('phone')}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('register.location')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  required
                  label={t('fields.address')}
                  autoComplete="street-address"
                  {...form.getInputProps('address')}
                />
                <TextInput
                  required
                  label={t('fields.city')}
                  autoComplete="address-level2"
                  {...form.getInputProps('city')}
                />
                <ProvinceSelect label={t('fields.province')} {...form.getInputProps('province')} />
                <TextInput
                  required
                  label={t('fields.postalCode')}
                  autoComplete="postal-code"
                  {...form.getInputProps('postalCode')}
                />
                <NumberInput
                  label={t('fields.operatingRadius')}
                  description={t('fields.operatingRadiusHint')}
                  min={1}
                  max={500}
                  suffix=" km"
                  {...form.getInputProps('operatingRadius')}
                />
                <TextInput
                  required
                  label={t('fields.operatingHours')}
                  placeholder={t('fields.operatingHoursPlaceholder')}
                  {...form.getInputProps('operatingHours')}
                />
              </SimpleGrid>
            </Fieldset>
            <Checkbox.Group
              label={t('fields.specialties')}
              description={t('fields.specialtiesHint')}
              withAsterisk
              {...form.getInputProps('specialties')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
                {DEALER_SPECIALTIES.map((s) => (
                  <Checkbox key={s} value={s} label={t(`specialty.${SPECIALTY_KEYS[s]}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Textarea label={t('fields.notes')} autosize minRows={3} {...form.getInputProps('notes')} />
            <div>
              <SubmitButton
                pending={submit.isPending}
                label={t('register.submit')}
                pendingLabel={t('register.submitting')}
              />
            </div>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
