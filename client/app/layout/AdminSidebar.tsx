import '@mantine/core/styles/NavLink.css';
import { Button, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from '@client/lib/router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@client/features/auth/api';
import { useLogoutAction } from '@client/features/auth/useLogoutAction';
import { adminEntries, isCurrentEntry } from './adminSidebar';
import classes from './AdminLayout.module.css';

/** The admin menu (sidebar on wide screens, drawer on narrow ones): entries, the user and Sign Out. */
export function AdminSidebar({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const { logout, isPending } = useLogoutAction();
  return (
    <Stack gap="md" className={classes.sidebarInner}>
      <nav aria-label={t('shell.sidebarLabel')}>
        <ul className={classes.list}>
          {adminEntries(user.role).map((entry) => {
            const Icon = entry.icon;
            const icon = <Icon size={18} aria-hidden="true" />;
            if (!entry.built) {
              return (
                <li key={entry.path}>
                  <div className={classes.unbuilt} aria-disabled="true">
                    {icon}
                    <span>
                      {t(entry.label)}
                      <span className={classes.unbuiltNote}>{t('shell.notBuilt')}</span>
                    </span>
                  </div>
                </li>
              );
            }
            const active = isCurrentEntry(entry.path, pathname);
            return (
              <li key={entry.path}>
                <MantineNavLink
                  component={Link}
                  to={entry.path}
                  label={t(entry.label)}
                  leftSection={icon}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={classes.user}>
        <Text fw={600}>{t('shell.signedInAs', { username: user.username })}</Text>
        <Text size="sm">{t(`auth:roles.${user.role}`)}</Text>
        <Button
          mt="sm"
          variant="default"
          fullWidth
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          loading={isPending}
          onClick={() => {
            onNavigate?.();
            logout();
          }}
        >
          {t('shell.signOut')}
        </Button>
      </div>
    </Stack>
  );
}
