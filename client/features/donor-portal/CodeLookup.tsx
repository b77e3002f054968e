import '@mantine/core/styles/Input.css';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeAccessCode } from '@shared/donations/access-code';
import { ApiError } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { useCodeLookup } from './api';
import { TrackingResult } from './TrackingResult';
import { SubmitButton } from '@client/ui/SubmitButton';

export interface CodeLookupProps {
  /** A code to load at once (the `?code=` of the e-mailed link). */
  initialCode?: string;
  /** Level of the result's section headings: 2 under a page's h1, 3 inside a tab that has an h2. */
  headingOrder?: 2 | 3;
}

/**
 * Tracking by access code: the code field with "Track Donation" (Enter submits too) and, once found,
 * the donation's progress and details. The donor portal page and the staff dashboard both use it.
 */
export function CodeLookup({ initialCode, headingOrder = 2 }: CodeLookupProps) {
  const { t } = useTranslation(['portal', 'validation']);
  const [input, setInput] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [shownCode, setShownCode] = useState<string | null>(null);
  const lookup = useCodeLookup();
  const formRef = useRef<HTMLFormElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const refuse = (message: string) => {
    setError(message);
    showInvalid({ code: message }, formRef.current);
  };

  const track = (raw: string) => {
    if (raw.trim() === '') {
      refuse(t('validation:accessCodeRequired'));
      toastError(t('lookup.requiredTitle'), t('validation:accessCodeRequired'));
      return;
    }
    const code = normalizeAccessCode(raw);
    if (!code) {
      refuse(t('validation:accessCodeInvalid'));
      toastError(t('lookup.invalidTitle'), t('lookup.invalid'));
      return;
    }
    setError(null);
    lookup.mutate(code, {
      onSuccess: () => {
        setShownCode(code);
        setInput(code);
        toastSuccess(t('lookup.foundTitle'), t('lookup.found'));
      },
      onError: (err) => {
        setShownCode(null);
        const limited = err instanceof ApiError && err.status === 429;
        setError(limited && err.serverMessage ? err.serverMessage : t('lookup.invalid'));
        toastError(
          t('lookup.invalidTitle'),
          limited && err.serverMessage ? err.serverMessage : t('lookup.invalid'),
        );
      },
    });
  };

  // The e-mailed link carries the code: load it once, as if the donor had typed it.
  const loadedInitial = useRef(false);
  useEffect(() => {
    if (loadedInitial.current || !initialCode) return;
    loadedInitial.current = true;
    track(initialCode);
    // Only the first code given should load by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialCode]);

  const result = shownCode && lookup.data && !lookup.isPending ? lookup.data : null;
  return (
    <Stack gap="lg">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          track(input);
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('lookup.label')}
            description={t('lookup.description')}
            placeholder="XXXX-XXXX-XXXX"
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            styles={{
              input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' },
            }}
            style={{ flex: '1 1 260px' }}
          />
          <SubmitButton
            mt={{ base: 0, xs: 46 }}
            pending={lookup.isPending}
            label={t('lookup.submit')}
            pendingLabel={t('lookup.searching')}
            icon={<IconSearch size={16} aria-hidden="true" />}
          />
        </Group>
      </form>
      {lookup.isPending && (
        <Text role="status" c="dimmed">
          {t('lookup.searching')}
        </Text>
      )}
      {result && shownCode && <TrackingResult result={result} code={shownCode} headingOrder={headingOrder} />}
    </Stack>
  );
}
