import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useReject, type CharityView } from './api';

/** Rejection needs a reason: it is e-mailed to the applicant. */
export function RejectModal({ charity, onClose }: { charity: CharityView | null; onClose: () => void }) {
  const { t } = useTranslation('charities');
  const reject = useReject();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!charity) return;
    if (reason.trim().length < 3) return setError(t('validation.reasonRequired'));
    reject.mutate(
      { id: charity.id, reason },
      {
        onSuccess: () => {
          toastSuccess(t('admin.rejectedTitle'), t('admin.rejectedMessage', { name: charity.name }));
          setReason('');
          onClose();
        },
        onError: (err) => toastError(t('admin.actionFailed'), apiErrorMessage(err, t('admin.statusFailed'))),
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.close') }}
      opened={charity !== null}
      onClose={onClose}
      title={t('admin.rejectTitle', { name: charity?.name ?? '' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('admin.rejectReason')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={reject.isPending}>
              {t('admin.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
