import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager, type ListPagerProps } from './ListPager';

export interface PagedListProps {
  /** The filter inputs, set in a row that wraps on a phone. */
  filters?: ReactNode;
  /** How many there are ("12 donations"), announced politely when it changes; nothing until known. */
  count?: ReactNode;
  /** The list itself: a ListTable, or what the page shows instead. */
  children: ReactNode;
  /** The page links under the list (shown only when there is more than one page). */
  pager?: ListPagerProps;
}

/** The parts of a paged list, top to bottom: filters, count, list, pager. A fragment: put it in a Stack. */
export function PagedList({ filters, count, children, pager }: PagedListProps) {
  return (
    <>
      {filters && (
        <Group align="flex-end" gap="md" wrap="wrap">
          {filters}
        </Group>
      )}
      {count != null && count !== false && (
        <Text size="sm" aria-live="polite">
          {count}
        </Text>
      )}
      {children}
      {pager && <ListPager {...pager} />}
    </>
  );
}
