import { Container, Group, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from './PagedList';

export interface AdminListPageProps extends PagedListProps {
  /** The page's heading (level 1). */
  title: string;
  /** The sentence under the heading. */
  intro?: ReactNode;
  /** At the header's right: "New post" and the like. */
  actions?: ReactNode;
  /** Above the heading: a link back. */
  above?: ReactNode;
  /** Between the header and the filters: counts, cards, a form of the page's own. */
  top?: ReactNode;
  /** Below the pager: panels and dialogs. */
  after?: ReactNode;
  /** The container's width. */
  size?: MantineSize;
}

/**
 * A back-office list page: heading, intro and actions, then the paged list (filters, live count, the
 * table or what stands in for it, pager), in one column.
 */
export function AdminListPage({
  title,
  intro,
  actions,
  above,
  top,
  after,
  size = 'xl',
  ...list
}: AdminListPageProps) {
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      {intro && <Text mt="xs">{intro}</Text>}
    </div>
  );
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        {above}
        {actions ? (
          <Group justify="space-between" align="flex-start">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {top}
        <PagedList {...list} />
        {after}
      </Stack>
    </Container>
  );
}
