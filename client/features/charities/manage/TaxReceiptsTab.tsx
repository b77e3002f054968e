import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Divider, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError } from '@client/ui/toast';
import { useValidateReceipt, type CharityView } from './api';
import { ActivityTables } from './ActivityTables';
import { ReceiptSettings } from './ReceiptSettings';
import { RuleList } from './RuleList';

/** Tax receipts: receipt settings, a check of the CRA receipt rules for an amount, the charity's donations and receipts. */
export function TaxReceiptsTab({ charity }: { charity: CharityView }) {
  const { t } = useTranslation('charities');
  const validate = useValidateReceipt();
  const [amount, setAmount] = useState<number | ''>('');
  const check = () => {
    if (amount === '' || amount <= 0)
      return toastError(t('manage.receiptValidationError'), t('validation.amountRequired'));
    validate.mutate(
      { registrationNumber: charity.registrationNumber, donationAmount: amount },
      {
        onError: (err) =>
          toastError(
            t('manage.receiptValidationError'),
            apiErrorMessage(err, t('manage.receiptValidationFailed')),
          ),
      },
    );
  };
  const r = validate.data;
  return (
    <Stack gap="lg">
      <ReceiptSettings charity={charity} />
      <Divider />
      <section aria-labelledby="receipt-check-heading">
        <Title order={2} size="h4" id="receipt-check-heading" mb="xs">
          {t('manage.receiptCheckTitle')}
        </Title>
        <Group align="flex-end">
          <NumberInput
            label={t('manage.donationAmount')}
            min={0}
            decimalScale={2}
            value={amount}
            onChange={(v) => setAmount(typeof v === 'number' ? v : '')}
            w={220}
          />
          <Button onClick={check} loading={validate.isPending}>
            {t('manage.receiptCheck')}
          </Button>
        </Group>
        {r && (
          <Stack gap="xs" mt="md" aria-live="polite">
            <Badge color={r.isAuthorized ? 'green' : 'red'} variant="light" c="gray.9" tt="none">
              {t(r.isAuthorized ? 'manage.authorized' : 'manage.notAuthorized')}
            </Badge>
            <RuleList rules={r.receiptRequirements} />
            <Text fw={600}>{t('manage.warnings')}</Text>
            <RuleList rules={r.warnings} warning />
          </Stack>
        )}
      </section>
      <Divider />
      <ActivityTables regNumber={charity.registrationNumber} />
    </Stack>
  );
}
