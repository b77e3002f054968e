import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import { Button, FileButton, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { signatureUrl, useUploadSignature, type CharityView } from './api';
import { useSaveProfile } from './useSaveProfile';

const MAX_KB = 512;

/** Who signs the charity's receipts, the imaged signature (PNG or JPEG) and the place of issue (DECISIONS §11). */
export function ReceiptSettings({ charity }: { charity: CharityView }) {
  const { t } = useTranslation('charities');
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      signerName: charity.signerName ?? '',
      signerTitle: charity.signerTitle ?? '',
      signerTitleFr: charity.signerTitleFr ?? '',
      placeOfIssue: charity.placeOfIssue ?? '',
    },
  });
  const { save, pending } = useSaveProfile(charity, form);
  const upload = useUploadSignature();
  const submit = form.onSubmit((v) =>
    save({
      signerName: v.signerName || null,
      signerTitle: v.signerTitle || null,
      signerTitleFr: v.signerTitleFr || null,
      placeOfIssue: v.placeOfIssue || null,
    }),
  );

  const pick = (file: File | null) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type))
      return toastError(t('signature.failedTitle'), t('signature.notImage'));
    if (file.size > MAX_KB * 1024)
      return toastError(t('signature.failedTitle'), t('signature.tooLarge', { maximum: MAX_KB }));
    upload.mutate(
      { regNumber: charity.registrationNumber, file },
      {
        onSuccess: () => toastSuccess(t('signature.savedTitle'), t('signature.savedMessage')),
        onError: (err) =>
          toastError(t('signature.failedTitle'), apiErrorMessage(err, t('signature.notImage'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="receipt-settings-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="receipt-settings-heading">
          {t('manage.receiptSettingsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('manage.signerName')} maxLength={255} {...form.getInputProps('signerName')} />
          <TextInput label={t('manage.signerTitle')} maxLength={255} {...form.getInputProps('signerTitle')} />
          <TextInput
            label={t('manage.signerTitleFr')}
            description={t('manage.signerTitleFrHint')}
            maxLength={255}
            lang="fr"
            {...form.getInputProps('signerTitleFr')}
          />
          <TextInput
            label={t('manage.placeOfIssue')}
            description={t('manage.placeOfIssueHint')}
            maxLength={255}
            {...form.getInputProps('placeOfIssue')}
          />
        </SimpleGrid>
        {!charity.placeOfIssue?.trim() && (
          <Text size="sm" c="orange.9" role="status">
            {t('manage.placeOfIssueMissing')}
          </Text>
        )}
        <SubmitButton
          pending={pending}
          label={t('admin.save')}
          pendingLabel={t('manage.saving')}
          style={{ alignSelf: 'flex-start' }}
        />
        <Text fw={600}>{t('signature.title')}</Text>
        {charity.hasSignature ? (
          <Image
            src={signatureUrl(
              charity.registrationNumber,
              charity.lastVerified ?? charity.createdAt + String(upload.data?.id ?? ''),
            )}
            alt={t('signature.alt', { name: charity.signerName ?? '' })}
            maw={280}
            fit="contain"
            bd="1px solid var(--mantine-color-gray-4)"
          />
        ) : (
          <Text size="sm">{t('signature.none')}</Text>
        )}
        <Group>
          <FileButton onChange={pick} accept="image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={upload.isPending}
                leftSection={<IconUpload size={18} aria-hidden="true" />}
              >
                {t('signature.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="sm">{t('signature.hint', { maximum: MAX_KB })}</Text>
        </Group>
      </Stack>
    </form>
  );
}
