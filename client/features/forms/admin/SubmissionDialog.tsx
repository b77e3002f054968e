import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmissionView } from '@shared/forms/form.schemas';
import { useLanguage } from '@client/i18n/useLanguage';
import { formatDateTime } from '@client/lib/format';
import { useLastValue } from '@client/ui/useLastValue';

/** One response in full, under the labels it was answered against (the form may have changed since). */
export function SubmissionDialog({
  submission,
  onClose,
}: {
  submission: SubmissionView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  const shown = useLastValue(submission);
  if (!shown) return null;
  const answer = (v: string | boolean | undefined) =>
    typeof v === 'boolean' ? t(v ? 'answer.yes' : 'answer.no') : v || t('submissions.noAnswer');
  const facts: [string, string][] = [
    [t('submissions.submittedAt'), formatDateTime(shown.createdAt, language)],
    [t('submissions.language'), t(`submissions.languages.${shown.language === 'fr' ? 'fr' : 'en'}`)],
    ...shown.fields.map((f): [string, string] => [f.label, answer(shown.data[f.id])]),
    [t('submissions.ip'), shown.ipAddress ?? '—'],
    [t('submissions.userAgent'), shown.userAgent ?? '—'],
  ];
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:closeDialog') }}
      opened={submission !== null}
      onClose={onClose}
      title={t('submissions.detailTitle', { id: shown.id })}
      size="lg"
    >
      <Stack gap="xs" component="dl" m={0}>
        {facts.map(([label, value], i) => (
          <div key={i}>
            <Text component="dt" fw={700} size="sm">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Modal>
  );
}
