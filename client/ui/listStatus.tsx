import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '@client/lib/api-client';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: readonly unknown[] };
}

/**
 * What a paged list shows instead of its table, in words: loading, the error, or that it is empty.
 * Null when there are rows to show.
 */
export function listStatus(
  query: ListQuery,
  text: { loading: string; loadError: string; empty: string },
): ReactNode | null {
  if (query.isPending) return <Text role="status">{text.loading}</Text>;
  if (query.isError) {
    return (
      <Text role="alert" c="red.9">
        {apiErrorMessage(query.error, text.loadError)}
      </Text>
    );
  }
  if (!query.data || query.data.items.length === 0) return <Text role="status">{text.empty}</Text>;
  return null;
}
