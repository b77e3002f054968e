import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskSection } from './DeskSection';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useUpdateDetails, type DonationDetail } from './api';

/** Notes for staff only: never shown to the donor, never e-mailed. */
export function InternalNotesForm({ donation }: { donation: DonationDetail }) {
  const { t } = useTranslation('staff');
  const [notes, setNotes] = useState(donation.internalNotes ?? '');
  const update = useUpdateDetails(donation.id);
  const unchanged = notes.trim() === (donation.internalNotes ?? '').trim();

  // mutateAsync: the panel re-renders this form from the saved record (its callbacks would be skipped).
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await update.mutateAsync({ internalNotes: notes.trim() || null });
      toastSuccess(t('toast.notesSavedTitle'), t('toast.notesSaved'));
    } catch (error) {
      toastError(t('toast.notesFailed'), apiErrorMessage(error, t('toast.notesFailed')));
    }
  };

  return (
    <DeskSection title={t('notes.title')}>
      <Stack gap="sm" component="form" onSubmit={(e) => void save(e)}>
        <Textarea
          label={t('notes.label')}
          description={t('notes.help')}
          autosize
          minRows={3}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="default"
          disabled={unchanged}
          loading={update.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('notes.submit')}
        </Button>
      </Stack>
    </DeskSection>
  );
}
