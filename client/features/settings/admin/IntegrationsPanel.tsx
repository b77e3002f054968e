import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useIntegrations, useTestAi, useTestEmail, type IntegrationStatus } from './api';
import { ScrollTable } from '@client/ui/ScrollTable';

function StatusBadge({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation('settings');
  if (ok === null)
    return (
      <Badge color="gray" variant="light" c="gray.9" tt="none">
        {t('integrations.notChecked')}
      </Badge>
    );
  return (
    <Badge color={ok ? 'green' : 'red'} variant="light" c="gray.9" tt="none">
      {ok ? t('integrations.ok') : t('integrations.failed')}
    </Badge>
  );
}

function detailOf(i: IntegrationStatus, t: (k: string, o?: Record<string, unknown>) => string) {
  if (i.service === 'registry' && i.detail !== null)
    return t('integrations.registryRows', { count: Number(i.detail) });
  return i.detail;
}

/** "Send a test e-mail": through the real mail path (outbox, then SMTP when configured). */
export function TestEmailForm() {
  const { t } = useTranslation('settings');
  const send = useTestEmail();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    try {
      const res = await send.mutateAsync(to);
      toastSuccess(
        t('integrations.testEmail.title'),
        res.delivery === 'smtp'
          ? t('integrations.testEmail.sentSmtp')
          : t('integrations.testEmail.sentOutbox'),
      );
    } catch (err) {
      const message = apiErrorMessage(err, t('integrations.testEmail.failed'));
      setError(message);
      toastError(t('integrations.testEmail.title'), message);
    }
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('integrations.testEmail.title')}
        </Title>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('integrations.testEmail.to')}
            type="email"
            required
            value={to}
            error={error}
            onChange={(e) => setTo(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={send.isPending}>
            {t('integrations.testEmail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TestAi() {
  const { t } = useTranslation('settings');
  const run = useTestAi();
  const r = run.data;
  let result: string | null = null;
  if (r)
    result = r.ok
      ? t('integrations.testAi.ok', { model: r.model })
      : r.message === 'not_configured'
        ? t('integrations.testAi.notConfigured')
        : t('integrations.testAi.failed', { model: r.model, message: r.message ?? '' });
  if (run.isError) result = apiErrorMessage(run.error, t('integrations.failed'));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('integrations.testAi.title')}
      </Title>
      <div>
        <Button variant="default" loading={run.isPending} onClick={() => run.mutate()}>
          {t('integrations.testAi.run')}
        </Button>
      </div>
      <Text role="status" size="sm" c={r && !r.ok ? 'red.9' : undefined}>
        {result}
      </Text>
    </Stack>
  );
}

/** Which implementation each outside service uses and whether it answers (DECISIONS.md §7). */
export function IntegrationsPanel() {
  const { t } = useTranslation('settings');
  const query = useIntegrations();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('integrations.title')}
        </Title>
        <Text mt="xs">{t('integrations.intro')}</Text>
      </div>
      {query.isPending ? (
        <Text role="status">{t('integrations.title')}…</Text>
      ) : query.isError ? (
        <Text role="alert" c="red.9">
          {apiErrorMessage(query.error, t('loadFailed'))}
        </Text>
      ) : (
        <ScrollTable minWidth={560} label={t('integrations.title')}>
          <Table verticalSpacing="sm">
            <VisuallyHidden component="caption">{t('integrations.title')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('integrations.service')}</Table.Th>
                <Table.Th scope="col">{t('integrations.implementation')}</Table.Th>
                <Table.Th scope="col">{t('integrations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.integrations.map((i) => (
                <Table.Tr key={i.service}>
                  <Table.Th scope="row">{t(`integrations.services.${i.service}`)}</Table.Th>
                  <Table.Td>
                    <Text size="sm">
                      {t(`integrations.impl.${i.implementation}`, { defaultValue: i.implementation })}
                    </Text>
                    {detailOf(i, t) ? (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {detailOf(i, t)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge ok={i.ok} />
                    {i.message ? (
                      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {i.message}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <div>
        <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('integrations.refresh')}
        </Button>
      </div>
      <Paper withBorder p="md">
        <TestEmailForm />
      </Paper>
      <Paper withBorder p="md">
        <TestAi />
      </Paper>
    </Stack>
  );
}
