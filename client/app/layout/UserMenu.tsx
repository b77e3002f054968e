import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@client/features/auth/api';
import { useLogoutAction } from '@client/features/auth/useLogoutAction';
import { accountLinks } from './navLinks';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogoutAction();
  const roleLabel = t(`auth:roles.${user.role}`);
  return (
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {user.username}
          <Text component="span" size="xs" c="dimmed" ml={6}>
            {roleLabel}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {user.username}
          </Text>
          <Text size="xs" c="dimmed">
            {roleLabel}
          </Text>
        </Menu.Label>
        {accountLinks(user.role).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={logout}
          disabled={isPending}
        >
          {t('nav:logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
