import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Checkbox, List, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { formatMoney } from '@client/lib/format';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useGenerateReceipt, useReplaceReceipt, type ProposedReceipt } from './api';
import { EvidenceChoice } from './EvidenceChoice';

interface Values {
  reason: string;
  receiptValue: number | string;
  advantageDescription: string;
  notes: string;
  sendEmail: boolean;
  basis: string;
  basisReason: string;
}

/**
 * Generate Tax Receipt, or Cancel and replace once a receipt exists. The value is prefilled with the
 * fair market value the server computed (after the deemed-value rule); the server checks it again.
 */
export function ReceiptForm({
  donationId,
  proposed,
  onChanged,
  headingOrder = 4,
}: {
  donationId: number;
  proposed: ProposedReceipt;
  onChanged: () => void;
  headingOrder?: 3 | 4 | 5;
}) {
  const { t } = useTranslation('receipts');
  const { language } = useLanguage();
  const replacing = proposed.mode === 'replace';
  const generate = useGenerateReceipt(donationId, onChanged);
  const replace = useReplaceReceipt(donationId, onChanged);
  const pending = generate.isPending || replace.isPending;
  const blockedId = useId();
  const money = (amount: number) => formatMoney(amount, language);
  const defaultBasis = proposed.evidence.find((e) => e.isDefault)?.id ?? '';
  // Staff choose among the figures on file once there is more than one (issue 33).
  const choosing = proposed.evidence.length > 1;

  const form = useForm<Values>({
    initialValues: {
      reason: '',
      receiptValue: proposed.fairMarketValue ?? '',
      advantageDescription: '',
      notes: '',
      sendEmail: true,
      basis: defaultBasis,
      basisReason: '',
    },
    validate: {
      reason: (v) => (replacing && !v.trim() ? t('replace.reasonRequired') : null),
      receiptValue: (v) => (typeof v === 'number' && v > 0 ? null : t('form.receiptValueRequired')),
      advantageDescription: (v) =>
        proposed.advantageDescriptionRequired && !v.trim() ? t('form.advantageRequired') : null,
      basisReason: (v, values) =>
        choosing && values.basis !== defaultBasis && !v.trim() ? t('form.evidence.reasonRequired') : null,
    },
  });

  const failed = (title: string) => (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors) form.setErrors(error.fieldErrors);
    toastError(title, apiErrorMessage(error, title));
  };

  const submit = form.onSubmit((v) => {
    const body = {
      receiptValue: Number(v.receiptValue),
      notes: v.notes.trim() || null,
      advantageDescription: proposed.advantageDescriptionRequired ? v.advantageDescription.trim() : null,
      sendEmail: v.sendEmail,
      basis: choosing && v.basis ? v.basis : null,
      basisReason: choosing && v.basis !== defaultBasis ? v.basisReason.trim() : null,
    };
    if (replacing) {
      replace.mutate(
        { ...body, reason: v.reason.trim() },
        {
          onSuccess: (r) => {
            toastSuccess(
              t('toast.replaced'),
              t('toast.replacedBody', { number: r.receiptNumber, original: r.replacedReceiptNumber }),
            );
            form.reset();
          },
          onError: failed(t('toast.replaceFailed')),
        },
      );
    } else {
      generate.mutate(body, {
        onSuccess: (r) =>
          toastSuccess(
            t('toast.generated'),
            t(r.emailQueued ? 'toast.generatedEmailed' : 'toast.generatedNotEmailed', {
              number: r.receiptNumber,
            }),
          ),
        onError: failed(t('toast.generateFailed')),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={headingOrder}>{replacing ? t('replace.title') : t('generate.title')}</Title>
        {replacing && <Text size="sm">{t('replace.intro')}</Text>}
        {!proposed.canIssue && (
          <Alert
            color="orange"
            variant="light"
            title={t('form.blockedTitle')}
            id={blockedId}
            // The light variant's orange title is under 4.5:1 on its tint: keep the text colour.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <List size="sm" spacing={4}>
              {proposed.refusals.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {proposed.fairMarketValue !== null && (
          <Text size="sm">
            {t('form.proposedValue', { amount: money(proposed.fairMarketValue) })}
            {proposed.eligibleAmount !== null &&
              proposed.advantageAmount > 0 &&
              ` — ${t('form.proposedEligible', { amount: money(proposed.eligibleAmount) })}`}
          </Text>
        )}
        {proposed.deemed && (
          <Text size="sm">
            {t(proposed.deemedReason === 'giftingArrangement' ? 'form.deemedGifting' : 'form.deemed')}
          </Text>
        )}
        <Text size="sm">{t('form.placeOfIssue', { place: proposed.placeOfIssue })}</Text>
        {proposed.warnings.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            title={t('form.warningsTitle')}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <List size="sm" spacing={4}>
              {proposed.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {choosing && (
          <EvidenceChoice
            evidence={proposed.evidence}
            value={form.values.basis}
            onChange={(item) => {
              form.setFieldValue('basis', item.id);
              if (item.receiptValue !== null) form.setFieldValue('receiptValue', item.receiptValue);
            }}
          />
        )}
        {choosing && form.values.basis !== defaultBasis && (
          <Textarea
            label={t('form.evidence.reason')}
            description={t('form.evidence.reasonHelp')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('basisReason')}
          />
        )}
        {replacing && (
          <Textarea
            label={t('replace.reason')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
        )}
        <NumberInput
          label={t('form.receiptValue')}
          required
          min={0}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator={language === 'fr' ? ',' : '.'}
          thousandSeparator={language === 'fr' ? ' ' : ','}
          {...form.getInputProps('receiptValue')}
        />
        {proposed.advantageDescriptionRequired && (
          <Textarea
            label={t('form.advantageDescription')}
            description={t('form.advantageHelp', { amount: money(proposed.advantageAmount) })}
            required
            autosize
            {...form.getInputProps('advantageDescription')}
          />
        )}
        <Textarea label={t('form.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
        <Checkbox
          label={t('form.sendEmail')}
          description={t('form.sendEmailHelp')}
          {...form.getInputProps('sendEmail', { type: 'checkbox' })}
        />
        <Button
          type="submit"
          loading={pending}
          disabled={!proposed.canIssue}
          aria-describedby={proposed.canIssue ? undefined : blockedId}
          color={replacing ? 'red.9' : undefined}
        >
          {replacing ? t('replace.submit') : t('generate.submit')}
        </Button>
      </Stack>
    </form>
  );
}
