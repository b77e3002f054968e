import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@client/i18n/useLanguage';
import { ScrollTable } from '@client/ui/ScrollTable';
import { exportUrl, type AnalyticsDataset } from './api';

export interface Column {
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

interface ChartPanelProps {
  dataset: AnalyticsDataset;
  days: number;
  title: string;
  description: string;
  columns: Column[];
  rows: ReactNode[][];
  /** The drawn chart; null shows the table alone (nothing to draw). */
  chart: ReactNode | null;
}

/**
 * A chart with the same figures as a table: hidden from sight (but read by screen readers) while the
 * chart shows, shown instead of it on request. Each has its CSV download.
 */
export function ChartPanel({ dataset, days, title, description, columns, rows, chart }: ChartPanelProps) {
  const { t } = useTranslation('analytics');
  const { language } = useLanguage();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const showTable = asTable || chart === null;
  const grid = (
    <Table striped>
      <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
        {showTable ? t('tableView') : title}
      </caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.label} scope="col" ta={c.numeric ? 'right' : 'left'}>
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={i}>
            {row.map((cell, j) => (
              <Table.Td
                key={j}
                ta={columns[j]?.numeric ? 'right' : 'left'}
                style={{ overflowWrap: 'anywhere' }}
              >
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // Shown, the table scrolls sideways on a phone (a focusable region); hidden, it is no region at all.
  const table = (shown: boolean) =>
    shown ? (
      <ScrollTable minWidth={320} label={`${title}: ${t('tableView')}`}>
        {grid}
      </ScrollTable>
    ) : (
      grid
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-t`}>
      <Title order={2} size="h3" id={`${id}-t`}>
        {title}
      </Title>
      <Text size="sm" mb="sm">
        {description}
      </Text>
      {rows.length === 0 ? (
        <Text>{t('noData')}</Text>
      ) : showTable ? (
        table(true)
      ) : (
        <>
          {/* The chart is a picture of the table below it, which screen readers read instead. */}
          <div aria-hidden="true">{chart}</div>
          <VisuallyHidden>{table(false)}</VisuallyHidden>
        </>
      )}
      <Group gap="sm" mt="sm">
        {chart !== null && rows.length > 0 && (
          <Button
            variant="default"
            size="xs"
            leftSection={
              asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />
            }
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? t('showChart') : t('showTable')}
          </Button>
        )}
        <Anchor href={exportUrl(dataset, days, language)} download size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {t('exportCsv')}
            <VisuallyHidden component="span">{` (${title})`}</VisuallyHidden>
          </Group>
        </Anchor>
      </Group>
    </Paper>
  );
}
