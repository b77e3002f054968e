import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One headed section of the donation panel (status, details, notes, history, communications). */
export function DeskSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
