import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A money table that scrolls sideways on a phone: its scroll region is focusable and named, so a
 * keyboard can scroll it (axe scrollable-region-focusable). Used by the Money tab and /admin/payouts.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
