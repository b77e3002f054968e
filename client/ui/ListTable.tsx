import '@mantine/core/styles/Table.css';
import { Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { listStatus } from './listStatus';
import { ScrollTable } from './ScrollTable';

export interface ListTableProps<T> {
  /** The list's request: while it is pending or has failed, a sentence stands in for the table. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The items, one row each; undefined until the request has answered. None: the `empty` sentence. */
  items: readonly T[] | undefined;
  /** What to say while loading, when loading failed (unless the server says why) and when there is nothing. */
  text: { loading: string; loadError: string; empty: string };
  /** Names the table for screen readers; not shown. */
  caption: string;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  /** One item's `<Table.Tr>`, with its key. */
  row: (item: T) => ReactNode;
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The scroll area is a focusable region named by the caption, so keyboard users can scroll it sideways. */
  scrollRegion?: boolean;
  verticalSpacing?: MantineSpacing;
  striped?: boolean;
  highlightOnHover?: boolean;
}

/** A paged list's table, with a hidden caption and column headers; or what it says instead (listStatus). */
export function ListTable<T>({
  query,
  items,
  text,
  caption,
  columns,
  row,
  minWidth,
  scrollRegion = false,
  verticalSpacing = 'sm',
  striped,
  highlightOnHover,
}: ListTableProps<T>) {
  // Named one by one: spreading a react-query result would read (and so subscribe to) all of it.
  const { isPending, isError, error } = query;
  const status = listStatus({ isPending, isError, error, data: items && { items } }, text);
  if (status || !items) return status;
  return (
    <ScrollTable minWidth={minWidth} label={scrollRegion ? caption : undefined}>
      <Table verticalSpacing={verticalSpacing} striped={striped} highlightOnHover={highlightOnHover}>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={i} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{items.map((item) => row(item))}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * A list's words where its catalog keeps them the usual way, under `prefix`: `loading`, `loadError`,
 * `empty`, `caption` and `columns.<column>`. Spread into ListTable: `{...listTableText(t, 'admin', COLUMNS)}`.
 */
export function listTableText(
  t: (key: string) => string,
  prefix: string,
  columns: readonly string[],
): Pick<ListTableProps<unknown>, 'text' | 'caption' | 'columns'> {
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return {
    text: { loading: t(key('loading')), loadError: t(key('loadError')), empty: t(key('empty')) },
    caption: t(key('caption')),
    columns: columns.map((c) => t(key(`columns.${c}`))),
  };
}
