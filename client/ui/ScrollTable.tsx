import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when narrower than `minWidth`. With a `label`, its scroll region is
 * focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable): give one to every
 * table whose cells hold nothing focusable. The one wrapper: every sideways-scrolling table uses it.
 */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label?: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={
        label ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined
      }
    >
      {children}
    </Table.ScrollContainer>
  );
}
