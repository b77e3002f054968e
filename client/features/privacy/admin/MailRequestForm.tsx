import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '@shared/privacy/privacy.schemas';
import type { Locale } from '@shared/i18n/language';
import { apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useCreateMailRequest } from '@client/features/privacy/api';

/** A privacy request received by letter or e-mail, entered by staff on /admin/privacy-requests. */
export function MailRequestForm() {
  const { t } = useTranslation('privacy');
  const create = useCreateMailRequest();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind>('access');
  const [locale, setLocale] = useState<Locale>('en');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { email, kind, locale },
      {
        onSuccess: () => {
          toastSuccess(t('admin.mailSaved'), email);
          setEmail('');
        },
        onError: (err) => toastError(t('admin.mailTitle'), apiErrorMessage(err, t('admin.loadError'))),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mail-heading">
      <Title order={2} size="h4" id="mail-heading" mb="sm">
        {t('admin.mailTitle')}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="email"
            required
            label={t('admin.mailEmail')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            w={280}
          />
          <NativeSelect
            label={t('admin.mailKind')}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as PrivacyRequestKind)}
            data={PRIVACY_REQUEST_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          <NativeSelect
            label={t('admin.mailLocale')}
            value={locale}
            onChange={(e) => setLocale(e.currentTarget.value as Locale)}
            data={[
              { value: 'en', label: 'English' },
              { value: 'fr', label: 'Français' },
            ]}
          />
          <SubmitButton
            pending={create.isPending}
            label={t('admin.mailSubmit')}
            pendingLabel={t('admin.mailSubmit')}
          />
        </Group>
      </form>
    </Paper>
  );
}
