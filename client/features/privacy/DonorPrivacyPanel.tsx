import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Modal, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconMailOff, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CORRECTABLE_FIELDS, type CorrectableField } from '@shared/privacy/privacy.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { Select } from '@client/ui/Select';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { donorExportUrl, usePrivacyRequest, type PrivacyRequestResult } from './api';

/**
 * The donor's privacy rights in the portal, after the e-mail proof (issue 19): download their data,
 * ask for a correction, stop news e-mails, ask for deletion (confirmed in a dialog).
 */
export function DonorPrivacyPanel({ email }: { email: string }) {
  const { t } = useTranslation(['privacy', 'common']);
  const { language } = useLanguage();
  const request = usePrivacyRequest(email);
  const [field, setField] = useState<CorrectableField | null>(null);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<PrivacyRequestResult | null>(null);
  const pending = (kind: string) => request.isPending && request.variables?.kind === kind;

  const fail = (err: unknown) => toastError(t('portal.title'), apiErrorMessage(err, t('portal.failed')));

  const sendCorrection = (e: FormEvent) => {
    e.preventDefault();
    if (!field || !value.trim()) {
      setFieldError(t('errors.correctionNeedsValue'));
      return;
    }
    setFieldError(null);
    request.mutate(
      { kind: 'correction', field, value, ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (r) => {
          const text = t('portal.correctionSent', { date: formatDate(r.request.dueAt, language) });
          setNotice(text);
          toastSuccess(t('portal.correctionTitle'), text);
          setValue('');
          setMessage('');
        },
        onError: fail,
      },
    );
  };

  const withdraw = () =>
    request.mutate(
      { kind: 'withdraw-consent' },
      {
        onSuccess: () => {
          setNotice(t('portal.withdrawn'));
          toastSuccess(t('portal.consentTitle'), t('portal.withdrawn'));
        },
        onError: fail,
      },
    );

  const erase = () =>
    request.mutate(
      { kind: 'deletion' },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setDeleted(r);
        },
        onError: (err) => {
          setConfirming(false);
          fail(err);
        },
      },
    );

  if (deleted)
    return (
      <Paper withBorder radius="md" p="lg" role="status">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('portal.deleted')}
          </Title>
          <Text size="sm">{t('portal.deletedCount', { count: deleted.anonymised })}</Text>
          {deleted.kept.map((k) => (
            <Text size="sm" key={k.receiptNumber}>
              {t('portal.keptLine', { number: k.receiptNumber, date: formatDate(k.keepUntil, language) })}
            </Text>
          ))}
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="privacy-heading">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id="privacy-heading">
            {t('portal.title')}
          </Title>
          <Text mt="xs">{t('portal.intro')}</Text>
        </div>
        {notice && (
          <Text role="status" fw={600}>
            {notice}
          </Text>
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={donorExportUrl(email, 'json', language)}
            download="my-data.json"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
          >
            {t('portal.downloadJson')}
          </Button>
          <Button
            component="a"
            href={donorExportUrl(email, 'html', language)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconFileText size={18} aria-hidden="true" />}
          >
            {t('portal.viewSummary')}
          </Button>
        </Group>

        <form onSubmit={sendCorrection} noValidate aria-labelledby="correction-heading">
          <Title order={3} size="h4" id="correction-heading" mb="xs">
            {t('portal.correctionTitle')}
          </Title>
          <Stack gap="sm">
            <Select
              label={t('portal.field')}
              data={CORRECTABLE_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))}
              value={field}
              onChange={(v) => setField(v as CorrectableField | null)}
              required
              error={fieldError && !field ? fieldError : undefined}
            />
            <TextInput
              label={t('portal.value')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              maxLength={500}
              required
              error={fieldError && field && !value.trim() ? fieldError : undefined}
            />
            <Textarea
              label={t('portal.message')}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <div>
              <SubmitButton
                pending={pending('correction')}
                label={t('portal.sendCorrection')}
                pendingLabel={t('portal.sendCorrection')}
                variant="light"
              />
            </div>
          </Stack>
        </form>

        <div>
          <Title order={3} size="h4" mb="xs">
            {t('portal.consentTitle')}
          </Title>
          <Text size="sm" mb="sm">
            {t('portal.consentText')}
          </Text>
          <Button
            variant="default"
            onClick={withdraw}
            loading={pending('withdraw-consent')}
            leftSection={<IconMailOff size={18} aria-hidden="true" />}
          >
            {t('portal.withdraw')}
          </Button>
        </div>

        <div>
          <Title order={3} size="h4" mb="xs">
            {t('portal.deletionTitle')}
          </Title>
          <Text size="sm" mb="sm">
            {t('portal.deletionText')}
          </Text>
          <Button
            color="red.8"
            variant="outline"
            onClick={() => setConfirming(true)}
            leftSection={<IconTrash size={18} aria-hidden="true" />}
          >
            {t('portal.askDeletion')}
          </Button>
        </div>
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('portal.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      >
        <Stack gap="md">
          <List size="sm" spacing="xs">
            <List.Item>{t('portal.deletionText')}</List.Item>
            <List.Item>{t('portal.confirmText')}</List.Item>
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('portal.cancel')}
            </Button>
            <Button color="red.8" onClick={erase} loading={pending('deletion')}>
              {t('portal.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
