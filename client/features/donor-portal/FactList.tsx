import { Group, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: React.ReactNode;
}

/** Label and value pairs as a description list; empty values are left out. */
export function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <dl style={{ margin: 0 }}>
      {shown.map((f) => (
        <Group key={f.label} justify="space-between" align="flex-start" gap="xs" py={4} wrap="wrap">
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" size="sm" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
