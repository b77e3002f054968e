import '@mantine/core/styles/Input.css';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regexes } from 'zod/v4/core';
import { ApiError } from '@client/lib/api-client';
import { toastError } from '@client/ui/toast';
import { useInvalidFieldFocus } from '@client/ui/useInvalidFieldFocus';
import { useEmailChallenge, useEmailVerify } from './api';
import { SubmitButton } from '@client/ui/SubmitButton';

/**
 * The address check of `z.email()` (its pattern alone), without zod itself: zod and the schema it builds
 * would be evaluated with the page (issue 18).
 */
const isEmail = (address: string) => regexes.email.test(address);

/**
 * Proves the donor owns the address (DECISIONS §3): send a one-time code, then enter it. The answer
 * to "send" is the same whether or not the address has donations, and the page says so.
 */
export function EmailProof({ onVerified }: { onVerified: (email: string) => void }) {
  const { t } = useTranslation(['portal', 'validation']);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const challenge = useEmailChallenge();
  const verify = useEmailVerify();
  const formRef = useRef<HTMLFormElement>(null);
  const showInvalid = useInvalidFieldFocus();
  const refuse = (message: string) => {
    setError(message);
    showInvalid({ field: message }, formRef.current);
  };

  const failure = (err: unknown, fallback: string) => {
    const message =
      err instanceof ApiError ? (err.fieldErrors?.code ?? err.serverMessage ?? fallback) : fallback;
    refuse(message);
    toastError(t('proof.errorTitle'), message);
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmail(address)) return refuse(t('validation:lookupEmailInvalid'));
    setError(null);
    challenge.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        setCode('');
      },
      onError: (err) => failure(err, t('proof.sendFailed')),
    });
  };

  const check = (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code.trim())) return refuse(t('validation.codeFormat'));
    setError(null);
    verify.mutate(
      { email: sentTo, code: code.trim() },
      { onSuccess: () => onVerified(sentTo), onError: (err) => failure(err, t('errors.codeInvalid')) },
    );
  };

  if (!sentTo) {
    return (
      <form ref={formRef} onSubmit={send} noValidate>
        <Stack gap="sm" maw={480}>
          <TextInput
            label={t('proof.email')}
            description={t('proof.emailDescription')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
          />
          <Group>
            <SubmitButton
              pending={challenge.isPending}
              label={t('proof.send')}
              pendingLabel={t('proof.sending')}
            />
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form ref={formRef} onSubmit={check} noValidate>
      <Stack gap="sm" maw={480}>
        <Text role="status">{t('proof.sent', { email: sentTo })}</Text>
        <TextInput
          label={t('proof.code')}
          description={t('proof.codeDescription')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          error={error}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
          data-autofocus
        />
        <Group>
          <SubmitButton
            pending={verify.isPending}
            label={t('proof.verify')}
            pendingLabel={t('proof.verifying')}
          />
          <Anchor
            component="button"
            type="button"
            onClick={() => {
              setSentTo(null);
              setError(null);
            }}
          >
            {t('proof.restart')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
