import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Progress.css';
import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MEDIA_BYTES } from '@shared/content/media';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { announce } from '@client/ui/LiveAnnouncer';
import { SubmitButton } from '@client/ui/SubmitButton';
import { toastError, toastSuccess } from '@client/ui/toast';
import { focusFirstInvalid } from '@client/ui/useInvalidFieldFocus';
import { AltTextFields, altTextErrors, type AltText } from './AltTextFields';
import { uploadMedia, type MediaItem } from './api';

interface Props {
  onUploaded?: (item: MediaItem) => void;
}

/** Upload one image with its alt text in both languages; shows the upload's progress. */
export function MediaUploadForm({ onUploaded }: Props) {
  const { t } = useTranslation(['media', 'uploads']);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState<AltText>({ altEn: '', altFr: '' });
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Shown in a dialog of the post or page editor: React passes a submit up through the portal to
    // the editor's own form, which would save (and navigate) the post.
    e.stopPropagation();
    const form = e.currentTarget;
    const found = altTextErrors(alt, t);
    if (!file) found.file = t('uploads:fileRequired');
    else if (file.size > MAX_MEDIA_BYTES) found.file = t('uploads:tooLargeField');
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      focusFirstInvalid(form);
      return;
    }
    setProgress(0);
    try {
      const item = await uploadMedia({ file, altEn: alt.altEn.trim(), altFr: alt.altFr.trim() }, (p) => {
        setProgress(p);
      });
      await queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/media'),
      });
      toastSuccess(t('upload.done'), item.fileName);
      announce(t('upload.done'));
      setFile(null);
      setAlt({ altEn: '', altFr: '' });
      setFormKey((k) => k + 1);
      onUploaded?.(item);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) {
        setErrors(err.fieldErrors);
        focusFirstInvalid(form);
      }
      toastError(t('upload.failed'), apiErrorMessage(err, t('upload.failed')));
    } finally {
      setProgress(null);
    }
  };

  const pending = progress !== null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate key={formKey} aria-label={t('upload.title')}>
      <Stack gap="sm">
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHint', { max: MAX_MEDIA_BYTES / 1_048_576 })}
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          error={errors.file}
          required
          clearable
        />
        <AltTextFields value={alt} onChange={setAlt} errors={errors} />
        {pending && (
          <div>
            <Text size="sm" id="media-upload-progress">
              {t('upload.progress', { percent: progress })}
            </Text>
            <Progress value={progress} aria-labelledby="media-upload-progress" />
          </div>
        )}
        <SubmitButton
          pending={pending}
          label={t('upload.submit')}
          pendingLabel={t('upload.progress', { percent: progress ?? 0 })}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </form>
  );
}
