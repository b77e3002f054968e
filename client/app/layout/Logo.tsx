import { Anchor, Group, Text } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCompanyName } from '@client/features/settings/api';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const name = useCompanyName();
  return (
    <Anchor
      component={Link}
      to="/"
      underline="never"
      aria-label={t('brand.homeLink', { name })}
      onClick={onNavigate}
    >
      <Group gap={8} wrap="nowrap">
        <IconCar size={30} stroke={1.75} aria-hidden="true" />
        <Text component="span" fw={800} size="lg" c="brand.8" lh={1.1}>
          {name}
        </Text>
      </Group>
    </Anchor>
  );
}
