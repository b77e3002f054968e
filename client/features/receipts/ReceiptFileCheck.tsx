import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import type { VerifyReceiptResponse } from './api';
import { ReceiptFacts } from './ReceiptFacts';

const HEX = /^[0-9a-f]{64}$/;

/** Lower-case hex SHA-256 of a file, computed in the browser: the file is never uploaded. */
async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Outcome =
  | { kind: 'match'; result: VerifyReceiptResponse }
  | { kind: 'mismatch' }
  | { kind: 'error'; message: string };

/**
 * Checks that a PDF someone holds is the file issued under this number, unedited: its SHA-256 (of a
 * chosen file, or typed) is compared with the one archived when the receipt was issued. Only then are
 * the receipt's charity, date and amount shown: the number alone tells whether it exists and its status.
 */
export function ReceiptFileCheck({ receiptNumber }: { receiptNumber: string }) {
  const { t } = useTranslation('receipts');
  const [file, setFile] = useState<File | null>(null);
  const [hash, setHash] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const typed = hash.trim().toLowerCase();
    if (!file && !HEX.test(typed)) {
      setHashError(t('verify.file.required'));
      return;
    }
    setHashError(null);
    setBusy(true);
    try {
      const sha256 = file ? await sha256Hex(file) : typed;
      const url = `/api/receipts/verify/${encodeURIComponent(receiptNumber)}?sha256=${sha256}`;
      const result = await apiRequest<VerifyReceiptResponse>('GET', url);
      setOutcome(result.fileMatches ? { kind: 'match', result } : { kind: 'mismatch' });
    } catch (error) {
      setOutcome({ kind: 'error', message: apiErrorMessage(error, t('verify.error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void check(e)} noValidate aria-labelledby="file-check-title">
      <Stack gap="sm">
        <Text fw={700} id="file-check-title">
          {t('verify.file.title')}
        </Text>
        <Text size="sm">{t('verify.file.intro')}</Text>
        <FileInput
          label={t('verify.file.pdf')}
          accept="application/pdf"
          clearable
          clearButtonProps={{ 'aria-label': t('verify.file.clear') }}
          value={file}
          onChange={setFile}
        />
        <TextInput
          label={t('verify.file.hash')}
          description={t('verify.file.hashHelp')}
          autoComplete="off"
          spellCheck={false}
          value={hash}
          error={hashError}
          onChange={(e) => setHash(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={busy} variant="light">
            {t('verify.file.submit')}
          </Button>
        </Group>
        <div aria-live="polite">
          {outcome?.kind === 'match' && (
            <Alert color="brand" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
              <Stack gap="sm">
                <Text size="sm">{t('verify.file.match')}</Text>
                <ReceiptFacts result={outcome.result} />
              </Stack>
            </Alert>
          )}
          {outcome?.kind === 'mismatch' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {t('verify.file.mismatch')}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {outcome.message}
            </Alert>
          )}
        </div>
      </Stack>
    </form>
  );
}
