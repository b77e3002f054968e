import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '@client/features/donor-portal/FactList';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { toastError, toastSuccess } from '@client/ui/toast';
import { SPECIALTY_KEYS } from '@client/features/dealers/dealerFormModel';
import type { DealerSpecialty } from '@shared/dealers/dealer.schemas';
import { parseNorthAmericanPhone } from '@shared/validation/phone';
import { useLastValue } from '@client/ui/useLastValue';
import { useDealerStatus, type DealerView } from './api';

/** A dealer's details with Approve / Reject / Revoke; rejecting or revoking asks for the reason it e-mails. */
export function DealerDialog({ dealer: current, onClose }: { dealer: DealerView | null; onClose(): void }) {
  const { t } = useTranslation(['dealers', 'domain']);
  const { language } = useLanguage();
  const dealer = useLastValue(current);
  const change = useDealerStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (!dealer) return null;
  const verified = dealer.verificationStatus === 'verified';

  const act = (verificationStatus: 'verified' | 'rejected') => {
    if (verificationStatus === 'rejected' && !reason.trim()) {
      setReasonError(t('validation.reasonRequired'));
      return;
    }
    change.mutate(
      { id: dealer.id, verificationStatus, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toastSuccess(t('admin.updatedTitle'), t('admin.updated'));
          setReason('');
          setReasonError(null);
          onClose();
        },
        onError: (err) => toastError(t('admin.failedTitle'), apiErrorMessage(err, t('admin.failed'))),
      },
    );
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={dealer.businessName}
      size="lg"
    >
      <Stack gap="md">
        <FactList
          facts={[
            { label: t('fields.contactName'), value: dealer.contactName },
            { label: t('fields.email'), value: dealer.email },
            // Stored as dialled (+16135550123); shown as written in Canada, "(613) 555-0123".
            {
              label: t('fields.phone'),
              value: parseNorthAmericanPhone(dealer.phone)?.display ?? dealer.phone,
            },
            {
              label: t('fields.address'),
              value: `${dealer.address}, ${dealer.city} (${t(`domain:province.${dealer.province}`)}) ${dealer.postalCode}`,
            },
            { label: t('fields.dealerLicense'), value: dealer.dealerLicense },
            { label: t('fields.businessLicense'), value: dealer.businessLicense },
            { label: t('fields.gstNumber'), value: dealer.gstNumber },
            {
              label: t('fields.specialties'),
              value: dealer.specialties
                .map((s) => t(`specialty.${SPECIALTY_KEYS[s as DealerSpecialty] ?? s}`))
                .join(', '),
            },
            { label: t('fields.operatingRadius'), value: `${dealer.operatingRadius} km` },
            { label: t('fields.operatingHours'), value: dealer.operatingHours },
            { label: t('fields.notes'), value: dealer.notes },
            { label: t('admin.status'), value: t(`admin.statuses.${dealer.verificationStatus}`) },
            { label: t('admin.registered'), value: formatDate(dealer.createdAt, language) },
            {
              label: t('admin.bidsLabel'),
              value: t('admin.bidsValue', { total: dealer.totalBids, won: dealer.successfulBids }),
            },
          ]}
        />
        <Textarea
          label={verified ? t('admin.revokeReason') : t('admin.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group justify="flex-end" gap="sm">
          {!verified && (
            <Button loading={change.isPending} onClick={() => act('verified')}>
              {t('admin.approve')}
            </Button>
          )}
          <Button
            color="red.9"
            variant={verified ? 'filled' : 'outline'}
            loading={change.isPending}
            onClick={() => act('rejected')}
          >
            {verified ? t('admin.revoke') : t('admin.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
