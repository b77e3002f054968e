import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormView } from '@shared/forms/form.schemas';
import { apiErrorMessage } from '@client/lib/api-client';
import { useLastValue } from '@client/ui/useLastValue';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useDeleteForm } from './api';

/** Deleting a form: with answers, keeping or deleting them is a choice the admin must make. */
export function DeleteFormDialog({ form, onClose }: { form: FormView | null; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const shown = useLastValue(form);
  const [choice, setChoice] = useState<'' | 'keep' | 'delete'>('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteForm();
  if (!shown) return null;
  const hasAnswers = shown.submissionCount > 0;
  const close = () => {
    setChoice('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (hasAnswers && !choice) {
      setError(t('list.choiceRequired'));
      return;
    }
    remove.mutate(
      { id: shown.id, submissions: hasAnswers ? (choice as 'keep' | 'delete') : 'delete' },
      {
        onSuccess: () => {
          toastSuccess(t('list.deletedTitle'), t('list.deletedMessage', { name: shown.name }));
          close();
        },
        onError: (err) =>
          toastError(
            t('list.deleteTitle', { name: shown.name }),
            apiErrorMessage(err, t('list.deleteFailed')),
          ),
      },
    );
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={form !== null}
      onClose={close}
      title={t('list.deleteTitle', { name: shown.name })}
    >
      <Stack gap="md">
        <Text>
          {hasAnswers ? t('list.deleteIntro', { count: shown.submissionCount }) : t('list.deleteIntroNone')}
        </Text>
        {hasAnswers && (
          <Radio.Group
            label={t('list.choiceLabel')}
            value={choice}
            onChange={(v) => {
              setChoice(v as 'keep' | 'delete');
              setError(null);
            }}
            error={error}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {!shown.deleted && <Radio value="keep" label={t('list.keep')} />}
              <Radio value="delete" label={t('list.drop')} />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('list.cancel')}
          </Button>
          <Button color="red.8" onClick={confirm} loading={remove.isPending}>
            {t('list.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
