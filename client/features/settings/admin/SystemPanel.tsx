import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { apiErrorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { ScrollTable } from '@client/ui/ScrollTable';
import { toastError, toastSuccess } from '@client/ui/toast';
import { useJobs, useRetryJob, useSystemInfo } from './api';

const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

function Facts({ items }: { items: [string, string][] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Version, database size, job queue counts and the latest failed jobs, each with Retry. */
export function SystemPanel() {
  const { t } = useTranslation('settings');
  const { language, locale } = useLanguage();
  const info = useSystemInfo();
  const jobs = useJobs();
  const retry = useRetryJob();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / 1_000_000,
    );

  async function onRetry(id: string) {
    try {
      await retry.mutateAsync(id);
      toastSuccess(t('system.retry'), t('system.retried'));
    } catch (err) {
      toastError(t('system.retry'), apiErrorMessage(err, t('system.retryFailed')));
    }
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('system.title')}
        </Title>
        {info.isError ? (
          <Text role="alert" c="red.9">
            {apiErrorMessage(info.error, t('loadFailed'))}
          </Text>
        ) : info.data ? (
          <Facts
            items={[
              [t('system.version'), info.data.version],
              [t('system.node'), info.data.node],
              [t('system.database'), t(`integrations.impl.${info.data.database}`)],
              [
                t('system.databaseSize'),
                info.data.databaseBytes === null ? '—' : megabytes(info.data.databaseBytes),
              ],
              [
                t('system.uptime'),
                t('system.uptimeValue', {
                  hours: Math.floor(info.data.uptimeSeconds / 3600),
                  minutes: Math.floor((info.data.uptimeSeconds % 3600) / 60),
                }),
              ],
            ]}
          />
        ) : (
          <Text role="status">…</Text>
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('system.jobsTitle')}
        </Title>
        {jobs.isError ? (
          <Text role="alert" c="red.9">
            {apiErrorMessage(jobs.error, t('loadFailed'))}
          </Text>
        ) : jobs.data ? (
          <>
            <Facts
              items={[
                ...JOB_STATES.map((s): [string, string] => [
                  t(`system.jobStates.${s}`),
                  number(jobs.data.counts[s]),
                ]),
                [t('system.overdue'), number(jobs.data.overdue)],
              ]}
            />
            <Title order={3} size="h4">
              {t('system.failuresTitle')}
            </Title>
            {jobs.data.failures.length === 0 ? (
              <Text role="status">{t('system.noFailures')}</Text>
            ) : (
              <ScrollTable minWidth={640} label={t('system.failuresTitle')}>
                <Table verticalSpacing="sm">
                  <VisuallyHidden component="caption">{t('system.failuresTitle')}</VisuallyHidden>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('system.job')}</Table.Th>
                      <Table.Th scope="col">{t('system.attempts')}</Table.Th>
                      <Table.Th scope="col">{t('system.error')}</Table.Th>
                      <Table.Th scope="col">{t('system.finished')}</Table.Th>
                      <Table.Th scope="col">
                        <VisuallyHidden>{t('system.retry')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {jobs.data.failures.map((f) => (
                      <Table.Tr key={f.id}>
                        <Table.Td>{f.name}</Table.Td>
                        <Table.Td>
                          {f.attempts} / {f.maxAttempts}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.lastError ?? '—'}</Table.Td>
                        <Table.Td>{f.finishedAt ? formatDateTime(f.finishedAt, language) : '—'}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('system.retryLabel', { name: f.name })}
                            loading={retry.isPending && retry.variables === f.id}
                            onClick={() => void onRetry(f.id)}
                          >
                            {t('system.retry')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </>
        ) : (
          <Text role="status">…</Text>
        )}
      </Stack>
    </Stack>
  );
}
