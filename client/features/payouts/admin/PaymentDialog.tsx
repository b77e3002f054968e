import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { Select } from '@client/ui/Select';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useLastValue } from '@client/ui/useLastValue';
import { useMoneyAction, type AdminPayout } from './api';

/** Record a payment (date, EFT or cheque, reference) or void an open payout with its reason. */
export function PaymentDialog({
  payout: current,
  mode,
  onClose,
}: {
  payout: AdminPayout | null;
  mode: 'paid' | 'void';
  onClose(): void;
}) {
  const { t } = useTranslation('money');
  const payout = useLastValue(current);
  const [paidOn, setPaidOn] = useState(new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<string | null>('eft');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const action = useMoneyAction<{ id: number; body: Record<string, unknown> }>(
    (b) => `/api/admin/payouts/${b.id}/${mode}`,
    (b) => b.body,
  );
  if (!payout) return null;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = mode === 'paid' ? { paidOn, method, reference } : { reason };
    action.mutate(
      { id: payout.id, body },
      {
        onSuccess: () => {
          toastSuccess(t(`admin.${mode}Title`), t(`admin.${mode}Done`, { number: payout.number }));
          setErrors({});
          onClose();
        },
        onError: (err) => {
          setErrors(err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {});
          toastError(t('admin.failedTitle'), apiErrorMessage(err, t('admin.failed')));
        },
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={current !== null}
      onClose={onClose}
      title={t(`admin.${mode}DialogTitle`, { number: payout.number })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {mode === 'paid' ? (
            <>
              <TextInput
                type="date"
                label={t('admin.paidOn')}
                value={paidOn}
                onChange={(e) => setPaidOn(e.currentTarget.value)}
                error={errors.paidOn}
                required
              />
              <Select
                label={t('admin.method')}
                value={method}
                onChange={setMethod}
                error={errors.method}
                data={[
                  { value: 'eft', label: t('methods.eft') },
                  { value: 'cheque', label: t('methods.cheque') },
                ]}
                required
              />
              <TextInput
                label={t('admin.reference')}
                value={reference}
                onChange={(e) => setReference(e.currentTarget.value)}
                error={errors.reference}
                required
              />
            </>
          ) : (
            <Textarea
              label={t('admin.voidReason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
              required
            />
          )}
          <SubmitButton
            pending={action.isPending}
            label={t(`admin.${mode}Submit`)}
            pendingLabel={t('admin.saving')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
