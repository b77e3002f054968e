import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { usePageTitle } from '@client/ui/usePageTitle';
import { useVerifyReceipt } from './api';
import { ReceiptFacts } from './ReceiptFacts';
import { ReceiptFileCheck } from './ReceiptFileCheck';

const verifyPath = (n: string) => `/receipts/verify/${encodeURIComponent(n)}`;

function Result({ receiptNumber }: { receiptNumber: string }) {
  const { t } = useTranslation('receipts');
  const { language } = useLanguage();
  const query = useVerifyReceipt(receiptNumber);
  if (query.isPending) return <Text role="status">{t('verify.loading')}</Text>;
  if (query.isError) {
    return (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
        {apiErrorMessage(query.error, t('verify.error'))}
      </Alert>
    );
  }
  const result = query.data;
  if (result.status === null) {
    return (
      <Alert
        role="status"
        color="gray"
        variant="light"
        title={t('verify.notFound')}
        icon={<IconHelpCircle aria-hidden="true" />}
      >
        {t('verify.notFoundBody', { number: result.receiptNumber })}
      </Alert>
    );
  }
  if (result.registryFlag && result.status === 'issued') {
    const { status, effectiveDate, restoredDate } = result.registryFlag;
    return (
      <Alert
        role="status"
        color="red"
        variant="light"
        title={t('verify.flagged')}
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('verify.flaggedBody', {
              status: t(`verify.registryStatus.${status.toLowerCase()}`, { defaultValue: status }),
              // A date-only value is UTC midnight: format it in UTC so the day stays.
              date: formatDate(effectiveDate, language, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </Text>
          {restoredDate && (
            <Text size="sm">
              {t('verify.flaggedRestored', {
                date: formatDate(restoredDate, language, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </Text>
          )}
          <ReceiptFacts result={result} />
        </Stack>
      </Alert>
    );
  }
  if (!result.valid) {
    return (
      <Alert
        role="status"
        color="red"
        variant="light"
        title={t('verify.cancelled')}
        icon={<IconAlertTriangle aria-hidden="true" />}
      >
        <Stack gap="sm">
          <Text size="sm">{t('verify.cancelledBody')}</Text>
          <ReceiptFacts result={result} />
          {result.replacedBy && (
            <Text size="sm">
              {t('verify.replacedBy', { number: result.replacedBy })}{' '}
              <Anchor component={Link} to={verifyPath(result.replacedBy)}>
                {t('verify.checkReplacement', { number: result.replacedBy })}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      role="status"
      color="brand"
      variant="light"
      title={t('verify.genuine')}
      icon={<IconCircleCheck aria-hidden="true" />}
    >
      <Stack gap="sm">
        <Text size="sm">{t('verify.genuineBody')}</Text>
        <ReceiptFacts result={result} />
      </Stack>
    </Alert>
  );
}

function VerifyForm({ initial }: { initial: string }) {
  const { t } = useTranslation('receipts');
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { number: initial },
    validate: { number: (v) => (v.trim() ? null : t('verify.numberRequired')) },
  });
  const submit = form.onSubmit((v) => void navigate(verifyPath(v.number.trim())));
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('verify.numberLabel')}
          description={t('verify.numberHelp')}
          required
          autoComplete="off"
          style={{ flex: 1, minWidth: 220 }}
          {...form.getInputProps('number')}
        />
        <Button type="submit">{t('verify.submit')}</Button>
      </Group>
    </form>
  );
}

/** /receipts/verify/:number — anyone (a donor, an accountant, the CRA) checks a receipt number. */
export function VerifyReceiptPage() {
  const { t } = useTranslation('receipts');
  usePageTitle('receipts:verify.pageTitle');
  const { number = '' } = useParams();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('verify.title')}</Title>
        <Text>{t('verify.intro')}</Text>
        {/* Keyed by the number so a link to another receipt shows that number in the field. */}
        <VerifyForm key={`form-${number}`} initial={number} />
        {number && <Result key={`result-${number}`} receiptNumber={number} />}
        {number && <ReceiptFileCheck key={`file-${number}`} receiptNumber={number} />}
        <Text size="sm" c="dimmed">
          {t('verify.privacy')} {t('verify.cra')}
        </Text>
      </Stack>
    </Container>
  );
}
