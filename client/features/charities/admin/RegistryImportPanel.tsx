import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
import { Button, FileButton, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@client/lib/api-client';
import { ScrollTable } from '@client/ui/ScrollTable';
import { toastError } from '@client/ui/toast';
import { uploadRegistryFile, useRegistryImport } from './api';

/** Upload a CRA "List of charities" file; the import runs as a job and its progress and report show here. */
export function RegistryImportPanel() {
  const { t } = useTranslation('charities');
  const [importId, setImportId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const run = useRegistryImport(importId);
  const r = run.data;

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setImportId((await uploadRegistryFile(file)).id);
    } catch (error) {
      toastError(t('registry.uploadFailed'), apiErrorMessage(error, t('registry.uploadFailed')));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="registry-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="registry-heading">
          {t('registry.title')}
        </Title>
        <Text size="sm">{t('registry.intro')}</Text>
        <Group>
          <FileButton
            onChange={(file) => void upload(file)}
            accept=".tsv,.txt,.csv,text/tab-separated-values,text/plain"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                loading={uploading}
                leftSection={<IconUpload size={18} aria-hidden="true" />}
              >
                {t('registry.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {r && (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm" fw={600}>
              {t(`registry.status.${r.status}`, { source: r.source })}
            </Text>
            <Progress value={r.progress} aria-label={t('registry.progress', { progress: r.progress })} />
            <Text size="sm">
              {t('registry.counts', {
                rows: r.rowsRead,
                inserted: r.inserted,
                updated: r.updated,
                unchanged: r.unchanged,
                refused: r.refusedCount,
              })}
            </Text>
            {r.error && (
              <Text size="sm" c="red.9" role="alert">
                {r.error}
              </Text>
            )}
            {r.refusals.length > 0 && (
              <ScrollTable minWidth={480} label={t('registry.refusalsCaption', { count: r.refusedCount })}>
                <Table>
                  <caption style={{ textAlign: 'left' }}>
                    {t('registry.refusalsCaption', { count: r.refusedCount })}
                  </caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('registry.line')}</Table.Th>
                      <Table.Th scope="col">{t('registry.number')}</Table.Th>
                      <Table.Th scope="col">{t('registry.reason')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.refusals.slice(0, 50).map((x) => (
                      <Table.Tr key={x.line}>
                        <Table.Td>{x.line}</Table.Td>
                        <Table.Td>{x.registrationNumber ?? '-'}</Table.Td>
                        <Table.Td>{x.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
